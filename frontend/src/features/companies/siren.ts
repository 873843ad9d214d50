/** A SIREN is 9 digits; people write it with spaces ("880 878 145"). */
const SIREN = /^\d{9}$/;
/** A SIRET (an establishment) is its company's SIREN followed by 5 digits. */
const SIRET = /^\d{14}$/;

/** The SIREN of a typed SIRET (spaces allowed); null when it is not a SIRET. */
export function sirenOfSiret(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return SIRET.test(digits) ? digits.slice(0, 9) : null;
}

/**
 * The 9 digits of what was typed, spaces left out; a pasted SIRET gives its SIREN; null when it
 * is neither.
 */
export function sirenFromInput(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return sirenOfSiret(digits) ?? (SIREN.test(digits) ? digits : null);
}

/** "880878145" → "880 878 145"; anything else is shown as it is. */
export function formatSiren(siren: string): string {
  return SIREN.test(siren) ? siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : siren;
}

export const companyPath = (siren: string) => `/companies/${encodeURIComponent(siren)}`;
