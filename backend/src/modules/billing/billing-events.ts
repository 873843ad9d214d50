/** The parts of Stripe's event objects we read; local test checkouts build the same shapes. */
export interface BillingEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

export interface CheckoutSessionObject {
  id: string;
  mode: 'subscription' | 'payment' | string;
  amount_total?: number | null;
  currency?: string | null;
  subscription?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
}

export interface InvoiceObject {
  id: string;
  amount_paid: number;
  currency: string;
  billing_reason?: string | null;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
  lines?: { data?: { period?: { start?: number; end?: number } }[] };
}

export interface SubscriptionObject {
  id: string;
  status: string;
  cancel_at_period_end?: boolean;
  current_period_end?: number;
  trial_end?: number | null;
  items?: { data?: { current_period_end?: number }[] };
  metadata?: Record<string, string> | null;
}

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const fromUnix = (seconds: number | undefined): Date | undefined =>
  seconds ? new Date(seconds * 1000) : undefined;

/** Newer Stripe API versions moved the period end onto the subscription items. */
export function subscriptionPeriodEnd(subscription: SubscriptionObject): Date | undefined {
  return fromUnix(
    subscription.current_period_end ?? subscription.items?.data?.[0]?.current_period_end,
  );
}

export function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
}
