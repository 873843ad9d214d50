/** At most this many words are searched; the rest of the query is ignored. */
const MAX_TERMS = 10;

/**
 * The words of a search as the catalogue can find them: a SIREN or SIRET typed in groups
 * ("880 878 145", "880 878 145 00012") is one word, and a SIRET (14 digits) searches its
 * company's SIREN, its first 9 digits, since notices name companies, not establishments.
 */
export function searchTermsOf(query: string): string[] {
  const joined = query.replace(/\b\d{3}(?: \d{3}){2}(?: \d{5})?\b/g, (digits) =>
    digits.replace(/ /g, ''),
  );
  return joined
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => (/^\d{14}$/.test(term) ? term.slice(0, 9) : term))
    .slice(0, MAX_TERMS);
}
