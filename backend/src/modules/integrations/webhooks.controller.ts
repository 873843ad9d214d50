import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../shared/auth';
import { PageQuery } from '../../shared/dto/page.query';
import { RequiresEntitlement } from '../billing';
import {
  CreateWebhookDto,
  WebhookCreatedResponse,
  WebhookDeliveryEnvelope,
  WebhookDeliveryListResponse,
  WebhookListResponse,
} from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

/** CONTRACT §7.6: the signed-in user's webhooks, on a plan that includes them. */
@ApiTags('integrations')
@ApiBearerAuth()
@RequiresEntitlement('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /** The secret that signs the deliveries is in this answer only. */
  @Post()
  @ApiCreatedResponse({ type: WebhookCreatedResponse })
  create(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateWebhookDto,
  ): Promise<WebhookCreatedResponse> {
    return this.webhooks.create(user, dto);
  }

  @Get()
  @ApiOkResponse({ type: WebhookListResponse })
  async list(@CurrentUser() user: AuthUser): Promise<WebhookListResponse> {
    return { webhooks: await this.webhooks.list(user) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.webhooks.delete(user, id);
  }

  /** Every attempt, newest first, paged. */
  @Get(':id/deliveries')
  @ApiOkResponse({ type: WebhookDeliveryListResponse })
  deliveries(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: PageQuery,
  ): Promise<WebhookDeliveryListResponse> {
    return this.webhooks.deliveries(user, id, query.page, query.limit);
  }

  /** Sends a `webhook.test` event now and answers with the logged attempt. */
  @Post(':id/test')
  @ApiCreatedResponse({ type: WebhookDeliveryEnvelope })
  async test(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WebhookDeliveryEnvelope> {
    return { delivery: await this.webhooks.sendTest(user, id) };
  }
}
