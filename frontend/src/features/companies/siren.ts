/** A SIREN is 9 digits; people write it with spaces ("880 878 145"). */
const SIREN = /^\d{9}$/;

/** The 9 digits of what was typed, spaces left out; null when it is not a SIREN. */
export function sirenFromInput(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return SIREN.test(digits) ? digits : null;
}

/** "880878145" → "880 878 145"; anything else is shown as it is. */
export function formatSiren(siren: string): string {
  return SIREN.test(siren) ? siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : siren;
}

export const companyPath = (siren: string) => `/companies/${encodeURIComponent(siren)}`;
