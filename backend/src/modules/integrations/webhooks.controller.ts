import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
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
import { RateLimit } from '../../shared/rate-limit';
import { RequiresEntitlement } from '../billing';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookCreatedResponse,
  WebhookDeliveryEnvelope,
  WebhookDeliveryListResponse,
  WebhookEnvelope,
  WebhookListResponse,
} from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

/**
 * CONTRACT §7.6: the signed-in user's webhooks. Creating, changing and testing one need a plan
 * that includes them; listing, reading the log and deleting do not, so that webhooks can be
 * seen and removed after a downgrade (issue 28).
 */
@ApiTags('integrations')
@ApiBearerAuth()
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /** The secret that signs the deliveries is in this answer only. */
  @Post()
  @RequiresEntitlement('webhooks')
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

  /** Pauses or resumes it: a webhook paused after repeated failures is resumed here. */
  @Patch(':id')
  @RequiresEntitlement('webhooks')
  @ApiOkResponse({ type: WebhookEnvelope })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookEnvelope> {
    return { webhook: await this.webhooks.update(user, id, dto) };
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

  /**
   * Sends a `webhook.test` event now and answers with the logged attempt. Rate-limited like the
   * routes that send mail (RATE_LIMIT_PER_MINUTE per account and per IP): it sends a request.
   */
  @Post(':id/test')
  @RequiresEntitlement('webhooks')
  @RateLimit()
  @ApiCreatedResponse({ type: WebhookDeliveryEnvelope })
  async test(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WebhookDeliveryEnvelope> {
    return { delivery: await this.webhooks.sendTest(user, id) };
  }
}
