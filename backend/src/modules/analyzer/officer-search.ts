/** CONTRACT §8.3: an officer found by name across companies, from their terms. Pure. */
import type { OfficerTerm } from './company-officers';
import { foldedText } from './procedure-words';

const wordsOf = (name: string) =>
  foldedText(name.normalize('NFC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether every word searched begins a word of the name, in any order, accents and case aside. */
export function nameMatches(searched: string, name: string): boolean {
  const nameWords = wordsOf(name);
  return wordsOf(searched).every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}

export interface OfficerCompanyTerm extends Omit<OfficerTerm, 'name' | 'annonceId'> {
  siren: string;
}

export interface OfficerFound {
  name: string;
  companies: OfficerCompanyTerm[];
}

/** The same name whatever its case, accents and spaces: a name's key (namesakes share it). */
const keyOf = (name: string) => wordsOf(name).join(' ');

/**
 * The officers of these companies whose name matches, one per name (spelt as their latest term
 * spells it): each with the companies and roles they hold or held there, in office first, then
 * the latest left; the names with a term in office or the latest begun first.
 */
export function officersFound(
  searched: string,
  termsBySiren: Map<string, OfficerTerm[]>,
): OfficerFound[] {
  const byName = new Map<string, (OfficerCompanyTerm & { name: string })[]>();
  for (const [siren, terms] of termsBySiren) {
    for (const { name, role, since, until } of terms) {
      if (!nameMatches(searched, name)) continue;
      const key = keyOf(name);
      (byName.get(key) ?? byName.set(key, []).get(key)!).push({ siren, name, role, since, until });
    }
  }
  const latest = (a: OfficerCompanyTerm, b: OfficerCompanyTerm) =>
    Number(a.until !== null) - Number(b.until !== null) ||
    (b.until ?? '').localeCompare(a.until ?? '') ||
    (b.since ?? '').localeCompare(a.since ?? '');
  return [...byName.values()]
    .map((companies) => companies.sort(latest))
    .sort((a, b) => latest(a[0], b[0]) || a[0].name.localeCompare(b[0].name))
    .map((companies) => ({
      name: companies[0].name,
      companies: companies.map(({ siren, role, since, until }) => ({ siren, role, since, until })),
    }));
}
