import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsString,
  IsUrl,
  MaxLength,
} from 'class-validator';
import { NotificationItem } from '../../../shared/realtime';
import { PORTFOLIO_FLAGS, type PortfolioFlag } from '../../analyzer';

/** The events a webhook may listen to. */
export const WEBHOOK_EVENTS = ['notification.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "send a test" delivers: a sample notification under its own event name. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** POST /api/webhooks: an http(s) URL and at least one event. */
export class CreateWebhookDto {
  @ApiProperty({ example: 'https://hooks.example.com/bodacc', maxLength: 2048 })
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'url must be an http or https URL' },
  )
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['notification.created'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events: WebhookEvent[];
}

/** PATCH /api/webhooks/:id: pauses it, or resumes it (a paused webhook is sent nothing). */
export class UpdateWebhookDto {
  @ApiProperty({ description: 'true pauses the webhook, false resumes it' })
  @IsBoolean()
  paused: boolean;
}

const PAUSE_REASONS = ['failing', 'owner'] as const;

export class WebhookResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  events: string[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Since when nothing is sent to it; null while it is active',
  })
  pausedAt: string | null;

  @ApiProperty({
    enum: PAUSE_REASONS,
    enumName: 'WebhookPauseReason',
    nullable: true,
    description:
      'failing: paused after repeated failed attempts (its owner was e-mailed); owner: by its owner',
  })
  pauseReason: (typeof PAUSE_REASONS)[number] | null;
}

export class WebhookEnvelope {
  @ApiProperty({ type: WebhookResponse })
  webhook: WebhookResponse;
}

export class WebhookCreatedResponse {
  @ApiProperty({ type: WebhookResponse })
  webhook: WebhookResponse;

  @ApiProperty({
    description: 'Signs every delivery (X-Signature); shown this once, never again',
    example: 'whsec_…',
  })
  secret: string;
}

export class WebhookListResponse {
  @ApiProperty({ type: [WebhookResponse], description: 'Newest first' })
  webhooks: WebhookResponse[];
}

/** What a delivery carries in `data`. */
export class WebhookPayloadData {
  @ApiProperty({ type: NotificationItem, description: 'As GET /api/notifications lists it' })
  notification: NotificationItem;

  @ApiPropertyOptional({
    enum: PORTFOLIO_FLAGS,
    enumName: 'PortfolioFlag',
    isArray: true,
    nullable: true,
    description:
      "A watched company's notice: the company's portfolio flags once it is in (CONTRACT §8.4); null for a saved search's",
  })
  flags?: PortfolioFlag[] | null;
}

/** The JSON body POSTed to the webhook's URL. */
export class WebhookPayload {
  @ApiProperty({ format: 'uuid', description: 'Same for every attempt of one delivery' })
  id: string;

  @ApiProperty({ enum: [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] })
  event: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: WebhookPayloadData })
  data: WebhookPayloadData;
}

const DELIVERY_STATES = ['delivered', 'retrying', 'failed', 'skipped'] as const;

/** One attempt to deliver an event. */
export class WebhookDeliveryResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({
    format: 'uuid',
    description: "The body's id, shared by the attempts of one event",
  })
  deliveryId: string;

  @ApiProperty({ enum: [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] })
  event: string;

  @ApiProperty({ description: '1 for the first attempt' })
  attempt: number;

  @ApiProperty({
    enum: DELIVERY_STATES,
    enumName: 'WebhookDeliveryState',
    description:
      'delivered: a 2xx answer; retrying: another attempt is planned; failed: no more; skipped: not attempted (webhook paused, or the plan no longer includes webhooks), and no more',
  })
  state: (typeof DELIVERY_STATES)[number];

  @ApiProperty({ type: Number, nullable: true, description: "The receiver's HTTP status" })
  statusCode: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why no 2xx answer came' })
  error: string | null;

  @ApiProperty()
  durationMs: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextAttemptAt: string | null;

  @ApiProperty({ type: WebhookPayload, description: 'The body sent' })
  payload: WebhookPayload;
}

export class WebhookDeliveryEnvelope {
  @ApiProperty({ type: WebhookDeliveryResponse })
  delivery: WebhookDeliveryResponse;
}

export class WebhookDeliveriesMeta {
  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  total: number;
}

export class WebhookDeliveryListResponse {
  @ApiProperty({ type: [WebhookDeliveryResponse], description: 'Newest attempt first' })
  deliveries: WebhookDeliveryResponse[];

  @ApiProperty({ type: WebhookDeliveriesMeta })
  meta: WebhookDeliveriesMeta;
}
