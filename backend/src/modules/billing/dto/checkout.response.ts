import { ApiProperty } from '@nestjs/swagger';

/** Where the browser goes to pay (Stripe Checkout, or the local test checkout). */
export class CheckoutResponse {
  @ApiProperty()
  url: string;
}

/** Credits checkouts also name the URL `checkoutUrl` (CONTRACT §3). */
export class CreditsCheckoutResponse extends CheckoutResponse {
  @ApiProperty()
  checkoutUrl: string;
}

export class WebhookReceivedResponse {
  @ApiProperty({ enum: [true] })
  received: true;
}
