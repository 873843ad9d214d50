const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Money through Intl; `amount` is in major units (9.99), use `fromCents` for server prices. */
export function formatMoney(amount: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(LOCALES[lng] ?? 'fr-FR', { style: 'currency', currency }).format(
    amount,
  );
}

export const fromCents = (cents: number): number => cents / 100;
