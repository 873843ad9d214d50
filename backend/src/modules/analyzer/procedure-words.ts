/** What the words of a collective notice (its nature, or its judgment's text) decide. Pure. */

export type NamedProcedure = 'sauvegarde' | 'redressement_judiciaire' | 'liquidation_judiciaire';
/** A procedure that is open; `procedure_collective` when the words do not say which. */
export type OpenProcedure = NamedProcedure | 'procedure_collective';

export type Decision =
  /** Opens (or extends, or resumes) a procedure; `procedure` null when the words do not name it. */
  | { act: 'open' | 'convert'; procedure: NamedProcedure | null }
  | { act: 'close' | 'end' | 'sanction' }
  /** A step inside an open procedure: a plan, a sale, claims, its organs, its observation period. */
  | { act: 'plan' | 'sale' | 'claims' | 'inside'; procedure: NamedProcedure | null }
  /** Overturns an earlier decision; `remains`: the procedure that the overturn leaves open. */
  | { act: 'reverse'; remains: OpenProcedure | null }
  | { act: 'unknown' };

/** Trimmed, NFC, lower case, one space between words, typographic apostrophes made plain. */
export const normalised = (value: string) =>
  value.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** The natures whose decision is only in the judgment's text, with what each says on its own. */
export const CATCH_ALL_NATURES: ReadonlyMap<string, 'opening' | 'appeal' | null> = new Map([
  [normalised('Autre jugement et ordonnance'), null],
  [normalised('Autre jugement prononçant'), null],
  [normalised("Autre jugement d'ouverture"), 'opening'],
  [normalised("Autre arrêt de la Cour d'Appel"), 'appeal'],
]);

/** Characters folded so far: a text is folded a character at a time, and texts share them. */
const FOLDED_CHARS = new Map<string, string>();
const MAX_FOLDED_CHARS = 4096;

function foldedChar(char: string): string {
  const known = FOLDED_CHARS.get(char);
  if (known !== undefined) return known;
  let plain = /\s/.test(char)
    ? ' '
    : /[’‘]/.test(char)
      ? "'"
      : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (plain.length !== char.length) plain = char;
  if (FOLDED_CHARS.size < MAX_FOLDED_CHARS) FOLDED_CHARS.set(char, plain);
  return plain;
}

/**
 * Lower case, without accents, plain apostrophes and spaces, of the same length as the NFC
 * text, so that a position found in it is a position in the text.
 */
export function foldedText(nfcText: string): string {
  let folded = '';
  for (const char of nfcText) folded += foldedChar(char);
  return folded;
}

const PROCEDURE_OF_WORD: Readonly<Record<string, NamedProcedure>> = {
  liquidation: 'liquidation_judiciaire',
  redressement: 'redressement_judiciaire',
  sauvegarde: 'sauvegarde',
};
const GRAVEST_FIRST: readonly NamedProcedure[] = [
  'liquidation_judiciaire',
  'redressement_judiciaire',
  'sauvegarde',
];

/** Practitioners' titles name procedures without meaning one ("…à la liquidation des entreprises"). */
const PRACTITIONER_TITLE =
  /\b(?:mandataire|administrateur)s? judiciaires?(?: au redressement et)?(?: a la liquidation| au redressement)(?: judiciaire)? des entreprises\b/g;

const withoutTitles = (folded: string) => folded.replace(PRACTITIONER_TITLE, ' ');

/**
 * The gravest procedure the words name, by name or by article of the code de commerce
 * (L 64x liquidation, L 63x redressement; the L 62x rules serve both sauvegarde and
 * redressement, so they prove nothing).
 */
export function procedureNamedIn(text: string): NamedProcedure | null {
  const words = withoutTitles(foldedText(text.normalize('NFC')));
  const named = new Set<NamedProcedure>();
  for (const [, word] of words.matchAll(/\b(liquidation|redressement|sauvegarde)\b/g)) {
    named.add(PROCEDURE_OF_WORD[word]);
  }
  for (const [, book] of words.matchAll(/\bl\s*\.?\s*(6[34])\d\s*-\s*\d/g)) {
    named.add(book === '64' ? 'liquidation_judiciaire' : 'redressement_judiciaire');
  }
  return GRAVEST_FIRST.find((code) => named.has(code)) ?? null;
}

const PROCEDURE = '(liquidation|redressement|sauvegarde)\\b';
const OPENING_VERB =
  "\\b(?:prononce|prononcant|ouvre|ouvrant|(?<!apres le jugement d')ouverture|extension|etend|etendant|reprise|reprend|mise|mis|place|placee|placant)";
const FILLER =
  "(?:(?:l'|d')(?=\\p{L})|(?:l'ouverture|ouverture|d'une|d'un|de|du|des|la|le|une|un|en|sous|procedure|collective|nouvelle)\\s+)*";
const OPENING = new RegExp(`${OPENING_VERB}\\s+${FILLER}${PROCEDURE}`, 'u');
const CONVERSION_WORD = /\bconver(?:sion|tit|tissant|ti|tie)\b/;
const CONVERSION_TARGET = new RegExp(
  `\\bconver\\w*\\b.*?\\ben\\s+(?:une\\s+|procedure\\s+de\\s+)*${PROCEDURE}`,
);
const CONVERSION_SOURCE = new RegExp(
  `\\bconver\\w*\\s+(?:du|de la|de l'|d')\\s*(?:jugement\\s+|procedure\\s+)?(?:de\\s+|d'une\\s+procedure\\s+de\\s+)?${PROCEDURE}`,
);
const RESOLUTION = /\bresolution du plan\b.*?\bet\b.*?\b(liquidation|redressement)\b/;
const RESOLVED_PLAN = /\bresolution du plan de (sauvegarde|redressement)\b/;
const ENDING_SAUVEGARDE = /\b(?:mettant|met|mis) fin a la procedure de sauvegarde\b/;
const CLOSING =
  /\b(?:jugement de|prononc\w* la|ordonn\w* la) cloture\b|(?<!fins de |delai de )\bcloture (?:de la procedure|des operations|pour)\b/;
const ENDING = /\b(?:mettant|met|mis|mettre) fin a la procedure\b/;
const SANCTION =
  /\bfaillite personnelle\b|\binterdiction (?:de gerer|de diriger|prevue)\b|\b653\s*-\s*8\b/;
const SALE = /\bplan de cession\b|\bcession (?:totale|partielle) de l'entreprise\b/;
const PLAN =
  /\bplan (?:de (sauvegarde|redressement|continuation)|de traitement de sortie de crise)\b/;
const CLAIMS =
  /\b(?:etat|liste|releve)s? (?:des|de) creances\b|\bprojet de repartition\b|\betat de collocation\b/;
const INSIDE =
  /\bperiode d'observation\b|\bpoursuite (?:d'|de l')activite\b|\borganes de la procedure\b|\bdate de cessation des paiements\b|\bjuge[- ]commissaire\b|\bprorogation\b|\bcommissaire a l'execution\b|\b(?:administrateur|mandataire|liquidateur)\b(?! amiable)/;
const REVERSAL =
  /\b(?:infirm|annul|retract|reform)\w*\s+(?:sur tierce opposition\s+)?(?:de\s+|du\s+|de la\s+|le\s+|la\s+|une\s+|l')?(?:jugement|decision|ordonnance)\b/;
/** Sentence and clause ends; not the dot of "L. 641-1", "M." or "Me.". */
const CLAUSE_END = /(?<!\b(?:l|m|me|art))[.;:](?=\s|$)|\bet statuant\b|\bstatuant a nouveau\b/;

/** The decisions a clause makes, gravest first. */
function clauseDecision(clause: string, whole: string): Decision {
  const own = clause.replace(/\b(?:ayant|qui avait|qui a)\b.*$/, '');
  const named = () => procedureNamedIn(whole);
  const resolved = RESOLUTION.exec(own);
  if (resolved) return { act: 'convert', procedure: PROCEDURE_OF_WORD[resolved[1]] };
  if (CONVERSION_WORD.test(own)) {
    const target = CONVERSION_TARGET.exec(own) ?? OPENING.exec(own);
    return { act: 'convert', procedure: target ? PROCEDURE_OF_WORD[target[1]] : null };
  }
  const opened = OPENING.exec(own);
  if (opened) {
    const act = ENDING_SAUVEGARDE.test(own) ? 'convert' : 'open';
    return { act, procedure: PROCEDURE_OF_WORD[opened[1]] };
  }
  if (CLOSING.test(own)) return { act: 'close' };
  if (ENDING.test(own)) return { act: 'end' };
  if (SANCTION.test(own)) return { act: 'sanction' };
  if (SALE.test(own)) return { act: 'sale', procedure: named() };
  const plan = PLAN.exec(own);
  if (plan) {
    const procedure = plan[1] === 'sauvegarde' ? 'sauvegarde' : 'redressement_judiciaire';
    return { act: 'plan', procedure };
  }
  if (CLAIMS.test(own)) return { act: 'claims', procedure: named() };
  if (/(?<!apres le )\bjugement d'ouverture\b/.test(own)) return { act: 'open', procedure: null };
  if (INSIDE.test(own)) return { act: 'inside', procedure: named() };
  return { act: 'unknown' };
}

/** What stays open once the decision a reversal clause names is undone. */
function remainsAfter(reversal: string): OpenProcedure | null {
  const resolvedPlan = RESOLVED_PLAN.exec(reversal);
  if (resolvedPlan) return PROCEDURE_OF_WORD[resolvedPlan[1]];
  if (!CONVERSION_WORD.test(reversal)) return null;
  const source = CONVERSION_SOURCE.exec(reversal);
  return source ? PROCEDURE_OF_WORD[source[1]] : 'procedure_collective';
}

const RANK: Readonly<Record<Decision['act'], number>> = {
  convert: 0,
  open: 1,
  close: 2,
  end: 3,
  sanction: 4,
  sale: 5,
  plan: 6,
  claims: 7,
  inside: 8,
  reverse: 9,
  unknown: 10,
};
/** A reversal gives way to these: what the court decides anew is the company's situation. */
const DECIDES_ANEW = new Set<Decision['act']>(['convert', 'open', 'close', 'end', 'sale', 'plan']);

/** The decision the words make: a reversal's new decision wins over the reversal. */
export function decisionIn(text: string | null): Decision {
  if (!text) return { act: 'unknown' };
  const folded = withoutTitles(foldedText(text.normalize('NFC')));
  let best: Decision = { act: 'unknown' };
  let reversal: Decision | null = null;
  for (const clause of folded.split(CLAUSE_END)) {
    if (!clause.trim()) continue;
    const reversed = REVERSAL.exec(clause);
    if (reversed) {
      const remains = remainsAfter(clause.slice(reversed.index));
      if (!reversal || (reversal.act === 'reverse' && reversal.remains === null)) {
        reversal = { act: 'reverse', remains };
      }
      continue;
    }
    const decision = clauseDecision(clause, text);
    if (RANK[decision.act] < RANK[best.act]) best = decision;
  }
  if (reversal && !DECIDES_ANEW.has(best.act)) return reversal;
  return best;
}
