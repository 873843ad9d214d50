import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { SuccessResponse } from '../../../shared/dto/success.response';
import { SubscriptionResponse } from '../../billing';
import { UserResponse } from '../../identity';

export class AdminStatsResponse {
  @ApiProperty()
  totalUsers: number;

  @ApiProperty()
  totalRecords: number;

  @ApiProperty()
  activeSubscriptions: number;

  @ApiProperty({ description: 'In euro cents' })
  monthlyRevenue: number;

  @ApiProperty()
  totalCredits: number;

  @ApiProperty()
  avgRecordsPerUser: number;
}

export class QueueDepth {
  @ApiProperty()
  waiting: number;

  @ApiProperty()
  active: number;

  @ApiProperty()
  delayed: number;

  @ApiProperty()
  failed: number;

  @ApiProperty()
  completed: number;
}

@ApiExtraModels(QueueDepth)
export class SystemHealthResponse {
  @ApiProperty({ enum: ['healthy', 'degraded'], enumName: 'HealthStatus' })
  status: string;

  @ApiProperty()
  apiHealth: boolean;

  @ApiProperty()
  dbHealth: boolean;

  @ApiProperty()
  cacheHealth: boolean;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(QueueDepth) },
    description: 'Depth of each queue, by queue name (empty when Redis does not answer)',
  })
  queues: Record<string, QueueDepth>;

  @ApiProperty({ format: 'date-time' })
  lastChecked: string;
}

export class LatestUsersResponse {
  @ApiProperty({ type: [UserResponse] })
  users: UserResponse[];
}

export class AdminSubscriptionResponse extends SubscriptionResponse {
  @ApiProperty({ type: UserResponse, nullable: true })
  user: UserResponse | null;
}

export class LatestSubscriptionsResponse {
  @ApiProperty({ type: [AdminSubscriptionResponse] })
  subscriptions: AdminSubscriptionResponse[];
}

export class QueueBoardTicketResponse {
  @ApiProperty({ description: 'The job board, valid for one minute' })
  url: string;
}

export class UserPageResponse {
  @ApiProperty({ type: [UserResponse] })
  users: UserResponse[];

  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  totalPages: number;

  @ApiProperty()
  totalItems: number;
}

export class AdminUserDetail extends UserResponse {
  @ApiProperty()
  creditBalance: number;
}

export class AdminUserResponse {
  @ApiProperty({ type: AdminUserDetail })
  user: AdminUserDetail;
}

export class AdjustedCreditsResponse extends SuccessResponse {
  @ApiProperty({ description: 'The balance after the adjustment' })
  balance: number;
}
