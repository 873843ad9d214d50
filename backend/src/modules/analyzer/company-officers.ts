/** CONTRACT §8.3: who runs or ran a company, with their terms, from its notices. Pure. */
import { personsOf } from './notice-facts';
import { Officer, officersOf, ParsedOfficers, soleTraderOf } from './officer-texts';
import { foldedText } from './procedure-words';

/** An officer as one notice names them: in office, or said to leave. */
export interface NoticeOfficer extends Officer {
  departed: boolean;
}

/** One of the company's notices, with the officers it names (none: it says nothing of them). */
export interface OfficerNotice {
  annonceId: string;
  /** YYYY-MM-DD, or null when the notice has no valid day. */
  date: string | null;
  officers: NoticeOfficer[];
}

export interface OfficerTerm extends Officer {
  /** The day of the notice that first names them in that role. */
  since: string | null;
  /** The day of the first later notice that no longer lists them, or says they left. */
  until: string | null;
  /** The notice that first names them in that role. */
  annonceId: string;
}

/**
 * The administration texts read lately, newest last: a company's notices repeat their officers'
 * texts, and a page is viewed again; at most MAX_READ_TEXTS of them (about 300 B each).
 */
const READ_TEXTS = new Map<string, ParsedOfficers>();
export const MAX_READ_TEXTS = 10_000;

/** officersOf, remembered for the texts read lately. */
export function officersOfText(administration: string): ParsedOfficers {
  const known = READ_TEXTS.get(administration);
  if (known) {
    READ_TEXTS.delete(administration);
    READ_TEXTS.set(administration, known);
    return known;
  }
  const parsed = officersOf(administration);
  READ_TEXTS.set(administration, parsed);
  if (READ_TEXTS.size > MAX_READ_TEXTS) READ_TEXTS.delete(READ_TEXTS.keys().next().value!);
  return parsed;
}

/** How many texts are remembered (the bound's test). */
export const readTextsHeld = () => READ_TEXTS.size;

/**
 * The officers a notice names, in its order, from its `listepersonnes` (`details_annonce_json`):
 * the administration texts, else the person of a sole trader.
 */
export function noticeOfficersOf(personsColumn: unknown): NoticeOfficer[] {
  const named: NoticeOfficer[] = [];
  for (const person of personsOf(personsColumn)) {
    const administration = person.administration;
    if (typeof administration === 'string' && administration.trim()) {
      const { officers, departed } = officersOfText(administration);
      named.push(...officers.map((officer) => ({ ...officer, departed: false })));
      named.push(...departed.map((officer) => ({ ...officer, departed: true })));
    } else if (person.typePersonne === 'pp') {
      const trader = soleTraderOf(person);
      if (trader) named.push({ ...trader, departed: false });
    }
  }
  return named;
}

const keyOf = ({ name, role }: Officer) => `${foldedText(name.normalize('NFC'))}|${role}`;

/**
 * The terms of office told by the notices, read oldest first: a notice listing the officers
 * ends the terms of those it no longer lists; one told as changes ends only those it says left.
 * The officers in office come first (longest-serving first), then the former ones (latest left
 * first).
 */
export function officerTermsOf(noticesOldestFirst: OfficerNotice[]): OfficerTerm[] {
  const current = new Map<string, OfficerTerm>();
  const former: OfficerTerm[] = [];
  for (const notice of noticesOldestFirst) {
    if (!notice.officers.length) continue;
    const end = (key: string) => {
      const term = current.get(key);
      if (!term) return;
      former.push({ ...term, until: notice.date });
      current.delete(key);
    };
    const inOffice = notice.officers.filter((officer) => !officer.departed);
    const departed = notice.officers.filter((officer) => officer.departed);
    // Told as changes ("X n'est plus gérant"): the others stay in office.
    if (!departed.length) {
      const listed = new Set(inOffice.map(keyOf));
      for (const key of [...current.keys()]) if (!listed.has(key)) end(key);
    }
    for (const officer of departed) end(keyOf(officer));
    for (const { name, role } of inOffice) {
      const key = keyOf({ name, role });
      if (!current.has(key)) {
        current.set(key, {
          name,
          role,
          since: notice.date,
          until: null,
          annonceId: notice.annonceId,
        });
      }
    }
  }
  return [...current.values(), ...former.reverse()];
}
