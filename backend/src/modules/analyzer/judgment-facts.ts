/** CONTRACT 8.2: what kind of judgment a collective notice publishes, and whom it names. Pure. */
import { isCollectiveNotice } from './company-status.rules';
import { CATCH_ALL_NATURES, Decision, decisionIn, foldedText, normalised } from './procedure-words';

export const JUDGMENT_KINDS = [
  'opening',
  'conversion',
  'plan',
  'closing',
  'claims',
  'sale',
  'sanction',
  'appeal',
  'other',
] as const;
export type JudgmentKind = (typeof JUDGMENT_KINDS)[number];

export const PRACTITIONER_ROLES = ['mandataire', 'administrateur', 'liquidateur'] as const;
export type PractitionerRole = (typeof PRACTITIONER_ROLES)[number];
export interface Practitioner {
  role: PractitionerRole;
  name: string;
}

const KIND_OF_ACT: Readonly<Record<Decision['act'], JudgmentKind | null>> = {
  open: 'opening',
  convert: 'conversion',
  plan: 'plan',
  close: 'closing',
  end: 'closing',
  claims: 'claims',
  sale: 'sale',
  sanction: 'sanction',
  reverse: 'appeal',
  inside: 'other',
  unknown: null,
};

/** null for a notice that is not a judgment (not a collective notice, or no nature). */
export function judgmentKindOf(notice: {
  typeAnnonce: string | null;
  famille: string | null;
  typeJugement: string | null;
  text: string | null;
}): JudgmentKind | null {
  const nature = notice.typeJugement?.trim();
  if (!nature || !isCollectiveNotice(notice)) return null;
  const key = normalised(nature);
  if (!CATCH_ALL_NATURES.has(key)) return KIND_OF_ACT[decisionIn(nature).act] ?? 'other';
  const read = KIND_OF_ACT[decisionIn(notice.text).act];
  // Words that only show a procedure at work say less than a nature that says more.
  return read && read !== 'other' ? read : (CATCH_ALL_NATURES.get(key) ?? read ?? 'other');
}

const ROLE =
  '(mandataires? judiciaires?(?: au redressement et)?(?: a la liquidation| au redressement)?(?: judiciaire)?(?: des entreprises)?|administrateurs? judiciaires?|administrateurs?|liquidateurs? judiciaires?|liquidateurs?|mandataires?)';
/** "Mandataire : X", "Liquidateur judiciaire : X". */
const LABELLED = new RegExp(`(?<![\\p{L}'])${ROLE}\\s*:\\s*`, 'gu');
/** "désignant liquidateur X", "en qualité d'administrateur judiciaire la X". */
const DESIGNATED = new RegExp(
  `\\b(?:designant|designe|designee|nommant|nomme|maintenant|maintient|a maintenu|confirmant la designation)\\s+(?:en qualite (?:de |d')\\s*)?(?:du |de |de l'|des |le |la |l')?${ROLE}\\s+`,
  'gu',
);
/** A further role in a list of designations: "…, liquidateur Selarl X". */
const LISTED = new RegExp(`[,;]\\s*(?:et\\s+)?(?:designant\\s+)?${ROLE}\\s+`, 'gu');
/** Name before role: "maintenant la SCP X prise en la personne de Me Y, Administrateur". */
const NAME_THEN_ROLE =
  /\b(?:maintenant|designant|nommant|nomme)\s+(?:la |le |l')?(?!mandataire|administrateur|liquidateur|commissaire)([^,.;:]{3,120}?(?:,[^,.;:]{3,80}?)?),\s+(administrateur|mandataire|liquidateur)s?\b/gu;
const REPLACING =
  /\b(?:nommant|nomme|designant|designe)\s+(?:la |le |l')?([^,.;:]{3,150}?)\s+en remplacement d[eu] (?:l')?(administrateur|mandataire|liquidateur)/gu;

/** Where a name gives way to an address, a mission or the next sentence. */
const NAME_END =
  /,?\s+\d+(?:\s*(?:bis|ter)\b|\/\d+)?\s*,?\s+\p{L}|\s\d{5}\b|,?\s+(?:demeurant|domicilie|sise?|immeuble|residence|avec\b|dans ses fonctions|en remplacement|pour exercer|ou sur\b|aux fins)|\s+-\s|\s+(?:bp|cs)\s+\d|[;:]|(?<!\b(?:m|me|mm|mme|mlle|st))\.(?=\s|$)|\.(?=\p{Lu})|,\s*(?:et\s+)?(?:designant|mandataire|administrateur|liquidateur|commissaire)\b/u;
/** A second firm or person of the same role after the first's address: "… et la Selarl X". */
const AND_ANOTHER = /\bet (?:la |le |l')?(?=(?:selarl|selas|scp|sas|sarl|me|maitre)\b)/;
const MAX_NAME = 200;

const roleOf = (words: string, after: string): PractitionerRole => {
  if (/fonctions de liquidateur/.test(after)) return 'liquidateur';
  if (words.startsWith('liquidateur')) return 'liquidateur';
  if (words.startsWith('administrateur')) return 'administrateur';
  return 'mandataire';
};

function cleanName(raw: string): string | null {
  let name = raw
    .replace(/\s+/g, ' ')
    .replace(/^(?:(?:la|le|les)\s+|l')(?=\p{L})/u, '')
    .replace(/[\s,.-]+$/u, '')
    .trim();
  if (name.length > MAX_NAME) name = name.slice(0, MAX_NAME).replace(/\s+\S*$/u, '');
  return /\p{L}{2}/u.test(name) ? name : null;
}

/** The name that starts at `start`, and where it stops. */
function nameAt(text: string, folded: string, start: number): { name: string | null; end: number } {
  const rest = folded.slice(start, start + 400);
  const stop = NAME_END.exec(rest);
  const end = start + (stop ? stop.index : rest.length);
  return { name: cleanName(text.slice(start, end)), end };
}

interface Found {
  at: number;
  practitioner: Practitioner;
}

/** The practitioners the judgment's text names, in order, no duplicates. */
export function practitionersOf(text: string | null): Practitioner[] {
  if (!text) return [];
  const nfc = text.normalize('NFC');
  const folded = foldedText(nfc);
  const found: Found[] = [];
  const add = (at: number, role: PractitionerRole, name: string | null) => {
    if (name) found.push({ at, practitioner: { role, name } });
  };
  for (const pattern of [LABELLED, DESIGNATED, LISTED]) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index + match[0].length;
      // A list goes on only with a name: "…, liquidateur Selarl X", not "…, liquidateur ou…".
      if (
        pattern === LISTED &&
        !/^(?:\p{Lu}|(?:me|maitre|la|le)\b)/u.test(nfc.slice(start, start + 7))
      ) {
        continue;
      }
      const { name, end } = nameAt(nfc, folded, start);
      const sentence = folded.slice(end, end + 300).split(/\.(?=\s|$)/)[0];
      const role = roleOf(match[1], sentence);
      add(start, role, name);
      // Before the next role named, a second holder of the same role may follow its address.
      const nextRole = sentence.search(new RegExp(`(?<![\\p{L}])${ROLE}\\b`, 'u'));
      const span = nextRole < 0 ? sentence : sentence.slice(0, nextRole);
      const another = AND_ANOTHER.exec(span);
      if (another) {
        const at = end + another.index + another[0].length;
        add(at, role, nameAt(nfc, folded, at).name);
      }
    }
  }
  for (const pattern of [NAME_THEN_ROLE, REPLACING]) {
    for (const match of folded.matchAll(pattern)) {
      const at = match.index + match[0].indexOf(match[1]);
      add(at, roleOf(match[2], ''), cleanName(nfc.slice(at, at + match[1].length)));
    }
  }
  return unique(found.sort((a, b) => a.at - b.at).map((entry) => entry.practitioner));
}

function unique(practitioners: Practitioner[]): Practitioner[] {
  const seen = new Set<string>();
  return practitioners.filter(({ role, name }) => {
    const key = `${role}|${foldedText(name.normalize('NFC'))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
