import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthUser, CurrentUser, Public } from '../../shared/auth';
import { NoRateLimit } from '../../shared/rate-limit';
import { CheckoutService } from './checkout.service';
import { CreditsCheckoutDto, SubscriptionCheckoutDto } from './dto/checkout.dto';
import {
  CheckoutResponse,
  CreditsCheckoutResponse,
  WebhookReceivedResponse,
} from './dto/checkout.response';
import { PaymentEventsService } from './payment-events.service';
import { StripeClient } from './stripe.client';
import { checkoutLanguage, testCheckoutPage } from './test-checkout-page';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly events: PaymentEventsService,
    private readonly stripe: StripeClient,
  ) {}

  @Post('checkout/subscription')
  @ApiCreatedResponse({ type: CheckoutResponse })
  subscription(
    @CurrentUser() user: AuthUser,
    @Body() dto: SubscriptionCheckoutDto,
  ): Promise<CheckoutResponse> {
    return this.checkouts.startSubscription(user, dto.planId);
  }

  @Post('checkout/credits')
  @ApiCreatedResponse({ type: CreditsCheckoutResponse })
  credits(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreditsCheckoutDto,
  ): Promise<CreditsCheckoutResponse> {
    return this.checkouts.buyCredits(user, dto);
  }

  @Public()
  // Stripe retries what we refuse, and the signature already keeps everyone else out.
  @NoRateLimit()
  @Post('webhook')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookReceivedResponse })
  async webhook(
    @Req() request: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature?: string,
  ): Promise<WebhookReceivedResponse> {
    await this.events.process(this.stripe.parseWebhook(request.rawBody, signature));
    return { received: true };
  }

  @Public()
  @ApiExcludeEndpoint()
  @Get('test-checkout/:id')
  async testCheckout(
    @Param('id', ParseUUIDPipe) id: string,
    @Query('lang') lang: unknown,
    @Res() response: Response,
  ) {
    const { checkout, label } = await this.checkouts.describeLocal(id);
    response.type('html').send(testCheckoutPage(checkout, label, checkoutLanguage(lang)));
  }

  @Public()
  @ApiExcludeEndpoint()
  @Post('test-checkout/:id/complete')
  async completeTestCheckout(@Param('id', ParseUUIDPipe) id: string, @Res() response: Response) {
    response.redirect(303, await this.checkouts.completeLocal(id));
  }

  @Public()
  @ApiExcludeEndpoint()
  @Post('test-checkout/:id/cancel')
  async cancelTestCheckout(@Param('id', ParseUUIDPipe) id: string, @Res() response: Response) {
    response.redirect(303, await this.checkouts.cancelLocal(id));
  }
}
