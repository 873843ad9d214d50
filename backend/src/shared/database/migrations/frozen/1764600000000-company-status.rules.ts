/**
 * Frozen for migration 1764600000000 (do not edit): `modules/analyzer/company-status.rules.ts`
 * as it was when that migration last changed, so that changing the live rules never rewrites
 * what the migration did. The rules of new batches live in the module.
 */
/** CONTRACT §7.3: a company's legal status, derived from its BODACC notices. Pure. */
export const COMPANY_STATUS_CODES = [
  'active',
  'sauvegarde',
  'redressement_judiciaire',
  'liquidation_judiciaire',
  'liquidation_closed',
  'struck_off',
] as const;
export type CompanyStatusCode = (typeof COMPANY_STATUS_CODES)[number];
export type ProcedureCode = Extract<
  CompanyStatusCode,
  'sauvegarde' | 'redressement_judiciaire' | 'liquidation_judiciaire'
>;

/** Codes that make a company inactive (CONTRACT 4.3): hidden from search unless asked. */
export const INACTIVE_STATUS_CODES: ReadonlySet<CompanyStatusCode> = new Set<CompanyStatusCode>([
  'liquidation_closed',
  'struck_off',
]);

/** What one notice does to its company's status. */
export type StatusEvent =
  /** Opening, conversion, resolution of a plan into a procedure, extension, reprise. */
  | { kind: 'enter'; code: ProcedureCode }
  /** Says the company is in that procedure (a plan, claims of it): only when none is open. */
  | { kind: 'implies'; code: ProcedureCode }
  | { kind: 'close' }
  | { kind: 'end' }
  /** Reverses the last procedure judgment. */
  | { kind: 'retract' }
  | { kind: 'strike_off' }
  | { kind: 'none' };

const enter = (code: ProcedureCode): StatusEvent => ({ kind: 'enter', code });
const implies = (code: ProcedureCode): StatusEvent => ({ kind: 'implies', code });
const CLOSE: StatusEvent = { kind: 'close' };
const END: StatusEvent = { kind: 'end' };
const RETRACT: StatusEvent = { kind: 'retract' };
const STRIKE_OFF: StatusEvent = { kind: 'strike_off' };
const NONE: StatusEvent = { kind: 'none' };

/** The judgment natures of the real sample (40), each with its event. */
export const JUDGMENT_NATURE_EVENTS: Readonly<Record<string, StatusEvent>> = {
  "Jugement d'ouverture d'une procédure de sauvegarde": enter('sauvegarde'),
  "Jugement d'ouverture d'une procédure de redressement judiciaire":
    enter('redressement_judiciaire'),
  "Jugement d'ouverture de liquidation judiciaire": enter('liquidation_judiciaire'),
  // Brings the company into another debtor's procedure.
  "Jugement d'extension d'une procédure de redressement judiciaire":
    enter('redressement_judiciaire'),
  "Jugement d'extension de liquidation judiciaire": enter('liquidation_judiciaire'),
  'Jugement de conversion en redressement judiciaire de la procédure de sauvegarde':
    enter('redressement_judiciaire'),
  'Jugement de conversion en liquidation judiciaire': enter('liquidation_judiciaire'),
  'Jugement de conversion en liquidation judiciaire de la procédure de sauvegarde':
    enter('liquidation_judiciaire'),
  'Jugement prononçant la résolution du plan de sauvegarde et le redressement judiciaire':
    enter('redressement_judiciaire'),
  'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire':
    enter('liquidation_judiciaire'),
  'Jugement prononçant la résolution du plan de sauvegarde accélérée et la liquidation judiciaire':
    enter('liquidation_judiciaire'),
  // Reopens a closed liquidation (assets found after a closing for insufficient assets).
  'Jugement de reprise de la procédure de liquidation judiciaire': enter('liquidation_judiciaire'),

  // A plan means the company is under that procedure, continuing its business.
  'Jugement arrêtant le plan de sauvegarde': implies('sauvegarde'),
  'Jugement modifiant le plan de sauvegarde': implies('sauvegarde'),
  'Jugement de plan de redressement': implies('redressement_judiciaire'),
  'Jugement modifiant le plan de redressement': implies('redressement_judiciaire'),
  // "Plan de continuation" is the 1985 law's name for the plan de redressement.
  'Jugement modifiant le plan de continuation': implies('redressement_judiciaire'),
  // The 2021–2023 exit-from-crisis procedure is for an insolvent debtor under a court plan.
  'Jugement modifiant le plan de traitement de sortie de crise': implies('redressement_judiciaire'),
  // Claims arising after the opening of a named procedure: that procedure is open.
  "Liste des créances nées après le jugement d'ouverture d'une procédure de redressement judiciaire":
    implies('redressement_judiciaire'),
  "Liste des créances nées après le jugement d'ouverture d'une procédure de liquidation judiciaire":
    implies('liquidation_judiciaire'),

  "Jugement de clôture pour insuffisance d'actif": CLOSE,
  // Closes the liquidation too: every debt was paid, the company is not revived.
  'Jugement de clôture pour extinction du passif': CLOSE,
  'Jugement mettant fin à la procédure de sauvegarde': END,
  'Jugement mettant fin à la procédure de redressement judiciaire': END,
  "Rétractation de jugement d'ouverture sur tierce opposition": RETRACT,
  // Overturns the last published judgment (e.g. a conversion into liquidation).
  "Arrêt de la cour d'appel infirmant une décision soumise à publicité": RETRACT,

  // Claims, distributions: steps inside whichever procedure is open, not naming it.
  "Dépôt de l'état des créances": NONE,
  "Dépôt de l'état des créances Loi de 1985": NONE,
  "Dépôt de l'état des créances et du projet de répartition": NONE,
  'Dépôt du projet de répartition': NONE,
  "Dépôt de l'état de collocation": NONE,
  // A sale of the business can follow a redressement or a liquidation; the procedure stays.
  'Jugement arrêtant un plan de cession': NONE,
  // They target the manager, not the company.
  "Jugement d'interdiction de gérer": NONE,
  'Jugement de faillite personnelle': NONE,
  // Inside an open procedure; the date changes, the procedure does not.
  'Jugement modifiant la date de cessation des paiements': NONE,
  'Jugement de désignation des organes de la procédure': NONE,
  // Catch-all natures: what they decide is only in the free text.
  'Autre jugement et ordonnance': NONE,
  'Autre jugement prononçant': NONE,
  "Autre jugement d'ouverture": NONE,
  "Autre arrêt de la Cour d'Appel": NONE,
};

/** Trimmed, NFC, lower case, one space between words, typographic apostrophes made plain. */
const normalised = (value: string) =>
  value.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

const withoutAccents = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');

const EVENTS_BY_NATURE = new Map(
  Object.entries(JUDGMENT_NATURE_EVENTS).map(([nature, event]) => [normalised(nature), event]),
);

/** The gravest procedure the words name: a conversion or resolution names the old one too. */
function procedureNamedIn(plain: string): ProcedureCode | null {
  if (plain.includes('liquidation')) return 'liquidation_judiciaire';
  if (plain.includes('redressement')) return 'redressement_judiciaire';
  if (plain.includes('sauvegarde')) return 'sauvegarde';
  return null;
}

/** A nature outside the table, read from its words, so that a new nature never throws. */
function eventFromWords(nature: string): StatusEvent {
  const plain = withoutAccents(normalised(nature));
  if (/creances|repartition|collocation|faillite|interdiction|cession/.test(plain)) return NONE;
  if (/retractation|infirm/.test(plain)) return RETRACT;
  if (plain.includes('cloture')) return CLOSE;
  if (/mettant fin|fin de la procedure/.test(plain)) return END;
  const code = procedureNamedIn(plain);
  if (!code) return NONE;
  if (/ouverture|conversion|extension|reprise|resolution/.test(plain)) return enter(code);
  return plain.includes('plan') ? implies(code) : NONE;
}

/** One notice of the catalogue as the derivation reads it. */
export interface StatusNotice {
  annonceId: string;
  /** Family code, or 'rectificatif' / 'annulation'. */
  typeAnnonce: string | null;
  /** Family label, e.g. 'Procédures collectives', 'Radiations'. */
  famille: string | null;
  typeJugement: string | null;
  dateJugement: string | null;
  dateParution: string | null;
  /** The notice a rectificatif or an annulation points at. */
  previousAnnonceId: string | null;
}

export interface CompanyStatusFact {
  code: CompanyStatusCode;
  since: string | null;
  annonceId: string | null;
}

type Family = 'radiation' | 'collective' | 'other';
type FamilyFields = Pick<StatusNotice, 'typeAnnonce' | 'famille'>;

const typeOf = (notice: Pick<StatusNotice, 'typeAnnonce'>) =>
  notice.typeAnnonce?.trim().toLowerCase() ?? null;

/** A rectificatif or an annulation carries its family only in the label. */
function familyOf(notice: FamilyFields): Family {
  const type = typeOf(notice);
  const label = notice.famille === null ? null : normalised(notice.famille);
  if (type === 'radiation' || label === 'radiations') return 'radiation';
  if (type === 'collective' || label === 'procédures collectives') return 'collective';
  return 'other';
}

export function statusEventOf(
  notice: Pick<StatusNotice, 'typeAnnonce' | 'famille' | 'typeJugement'>,
): StatusEvent {
  if (typeOf(notice) === 'annulation') return NONE;
  const family = familyOf(notice);
  if (family === 'radiation') return STRIKE_OFF;
  if (family === 'other' || notice.typeJugement === null) return NONE;
  return (
    EVENTS_BY_NATURE.get(normalised(notice.typeJugement)) ?? eventFromWords(notice.typeJugement)
  );
}

const effectiveDate = (notice: StatusNotice) => notice.dateJugement ?? notice.dateParution;

function compareNullFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

const inDateOrder = (a: StatusNotice, b: StatusNotice) =>
  compareNullFirst(effectiveDate(a), effectiveDate(b)) ||
  compareNullFirst(a.dateParution, b.dateParution) ||
  compareNullFirst(a.annonceId, b.annonceId);

/** What an annulation without a pointer cancels: the same family and judgment nature. */
const annulmentKey = (notice: StatusNotice) =>
  `${familyOf(notice)}|${notice.typeJugement === null ? '' : normalised(notice.typeJugement)}`;

/** Annulations, what they cancel, and what rectificatifs replace: none of them acts. */
function setAside(ordered: readonly StatusNotice[]): Set<StatusNotice> {
  const byId = new Map(ordered.map((notice) => [notice.annonceId, notice]));
  const ignored = new Set<StatusNotice>();
  ordered.forEach((notice, index) => {
    const type = typeOf(notice);
    if (type !== 'annulation' && type !== 'rectificatif') return;
    const pointed = notice.previousAnnonceId ? byId.get(notice.previousAnnonceId) : undefined;
    if (pointed && pointed !== notice) ignored.add(pointed);
    if (type !== 'annulation') return;
    ignored.add(notice);
    if (notice.previousAnnonceId) return;
    const key = annulmentKey(notice);
    const cancelled = ordered
      .slice(0, index)
      .reverse()
      .find((earlier) => !ignored.has(earlier) && annulmentKey(earlier) === key);
    if (cancelled) ignored.add(cancelled);
  });
  return ignored;
}

interface Fold {
  current: CompanyStatusFact;
  /** The fact before each change made by a procedure judgment, newest last: what a retraction restores. */
  beforeJudgments: CompanyStatusFact[];
}

/** The code the event sets, or null when it leaves the status as it is. */
function codeAfter(event: StatusEvent, code: CompanyStatusCode): CompanyStatusCode | null {
  switch (event.kind) {
    case 'enter':
      return event.code;
    case 'implies':
      return code === 'active' ? event.code : null;
    case 'close':
      return 'liquidation_closed';
    case 'end':
      return 'active';
    case 'strike_off':
      return 'struck_off';
    default:
      return null;
  }
}

function applyNotice(fold: Fold, notice: StatusNotice): Fold {
  const event = statusEventOf(notice);
  if (event.kind === 'retract') {
    const restored = fold.beforeJudgments[fold.beforeJudgments.length - 1];
    if (!restored) return fold;
    const beforeJudgments = fold.beforeJudgments.slice(0, -1);
    // A radiation is a register fact, not the judgment retracted: the company stays struck off.
    const current = fold.current.code === 'struck_off' ? fold.current : restored;
    return { current, beforeJudgments };
  }
  const code = codeAfter(event, fold.current.code);
  if (code === null || code === fold.current.code) return fold;
  const current = { code, since: effectiveDate(notice), annonceId: notice.annonceId };
  const beforeJudgments =
    event.kind === 'strike_off' ? fold.beforeJudgments : [...fold.beforeJudgments, fold.current];
  return { current, beforeJudgments };
}

/** The current status from all the notices of one SIREN, in any order. */
export function deriveCompanyStatus(notices: readonly StatusNotice[]): CompanyStatusFact {
  const ordered = [...notices].sort(inDateOrder);
  const ignored = setAside(ordered);
  const start: Fold = {
    current: { code: 'active', since: null, annonceId: null },
    beforeJudgments: [],
  };
  return ordered.filter((notice) => !ignored.has(notice)).reduce(applyNotice, start).current;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function parsedPointer(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const textOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';

/**
 * The BODACC id of the notice a parutionavisprecedent value points at: the bulletin letter
 * ("BODACC A" → A), numeroParution, numeroAnnonce (ids carry no leading zero); null when any
 * part is missing or malformed. Accepts the object or its JSON text.
 */
export function previousAnnonceIdOf(parutionAvisPrecedent: unknown): string | null {
  const pointer = parsedPointer(parutionAvisPrecedent);
  if (!isObject(pointer)) return null;
  const bulletin = /^bodacc\s*([abc])$/i.exec(textOf(pointer.nomPublication));
  const parution = textOf(pointer.numeroParution);
  const annonce = textOf(pointer.numeroAnnonce);
  if (!bulletin || !/^\d{8}$/.test(parution) || !/^\d+$/.test(annonce)) return null;
  return `${bulletin[1].toUpperCase()}${parution}${annonce.replace(/^0+(?=\d)/, '')}`;
}
