import {
  CATCH_ALL_NATURES,
  Decision,
  decisionIn,
  foldedText,
  normalised,
  procedureNamedIn,
} from './procedure-words';

/** CONTRACT §7.3 and 8.2: a company's legal status, derived from its BODACC notices. Pure. */
export const COMPANY_STATUS_CODES = [
  'active',
  'sauvegarde',
  'redressement_judiciaire',
  'liquidation_judiciaire',
  /** A procedure is open, the notices do not say which. */
  'procedure_collective',
  'liquidation_closed',
  'struck_off',
] as const;
export type CompanyStatusCode = (typeof COMPANY_STATUS_CODES)[number];
export type ProcedureCode = Extract<
  CompanyStatusCode,
  'sauvegarde' | 'redressement_judiciaire' | 'liquidation_judiciaire' | 'procedure_collective'
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
  /**
   * Says the company is in that procedure (a plan, claims of it): only when none is open, or
   * when the open one is not named (`procedure_collective`).
   */
  | { kind: 'implies'; code: ProcedureCode }
  | { kind: 'close' }
  | { kind: 'end' }
  /**
   * Reverses the last procedure judgment; `remains`: the procedure the text says stays open
   * (an undone conversion leaves the earlier procedure), null when it leaves none.
   */
  | { kind: 'retract'; remains: ProcedureCode | null }
  | { kind: 'strike_off' }
  /** The company moved to another registry: a strike-off is undone, nothing else changes. */
  | { kind: 'move' }
  | { kind: 'none' };

const enter = (code: ProcedureCode): StatusEvent => ({ kind: 'enter', code });
const implies = (code: ProcedureCode): StatusEvent => ({ kind: 'implies', code });
const CLOSE: StatusEvent = { kind: 'close' };
const END: StatusEvent = { kind: 'end' };
const retract = (remains: ProcedureCode | null): StatusEvent => ({ kind: 'retract', remains });
const STRIKE_OFF: StatusEvent = { kind: 'strike_off' };
const MOVE: StatusEvent = { kind: 'move' };
const NONE: StatusEvent = { kind: 'none' };

/** The procedure a notice proves open when its words do not name one (CONTRACT 8.2). */
const UNNAMED = implies('procedure_collective');

/**
 * The judgment natures of the real sample (40), each with its event when the judgment's text
 * says nothing more: the text names the procedure an `implies('procedure_collective')` leaves
 * unnamed, what a retraction leaves open, and what a catch-all nature decides.
 */
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
  // Undoes an opening: nothing stays open, unless the text says it was a conversion.
  "Rétractation de jugement d'ouverture sur tierce opposition": retract(null),
  // Overturns the last published judgment (e.g. a conversion into liquidation).
  "Arrêt de la cour d'appel infirmant une décision soumise à publicité": retract(null),

  // Claims, distributions: steps inside an open procedure that the nature does not name.
  "Dépôt de l'état des créances": UNNAMED,
  "Dépôt de l'état des créances Loi de 1985": UNNAMED,
  "Dépôt de l'état des créances et du projet de répartition": UNNAMED,
  'Dépôt du projet de répartition': UNNAMED,
  "Dépôt de l'état de collocation": UNNAMED,
  // A sale of the business follows a redressement or a liquidation; the procedure stays.
  'Jugement arrêtant un plan de cession': UNNAMED,
  // Inside an open procedure; the date or the organs change, the procedure does not.
  'Jugement modifiant la date de cessation des paiements': UNNAMED,
  'Jugement de désignation des organes de la procédure': UNNAMED,
  // They target the manager, not the company.
  "Jugement d'interdiction de gérer": NONE,
  'Jugement de faillite personnelle': NONE,
  // Catch-all natures: what they decide is in the text; this is what the nature alone says.
  'Autre jugement et ordonnance': NONE,
  'Autre jugement prononçant': NONE,
  "Autre jugement d'ouverture": UNNAMED,
  "Autre arrêt de la Cour d'Appel": NONE,
};

const EVENTS_BY_NATURE = new Map(
  Object.entries(JUDGMENT_NATURE_EVENTS).map(([nature, event]) => [normalised(nature), event]),
);

/** The event of what the words decide; null when they decide nothing readable. */
function eventOfDecision(decision: Decision): StatusEvent | null {
  switch (decision.act) {
    case 'open':
    case 'convert':
      return decision.procedure ? enter(decision.procedure) : UNNAMED;
    case 'close':
      return CLOSE;
    case 'end':
      return END;
    case 'sanction':
      return NONE;
    case 'reverse':
      return retract(decision.remains);
    case 'unknown':
      return null;
    default:
      return implies(decision.procedure ?? 'procedure_collective');
  }
}

/** What the judgment's text adds to the event its nature gives. */
function refinedByText(event: StatusEvent, text: string | null): StatusEvent {
  if (!text) return event;
  if (event.kind === 'implies' && event.code === 'procedure_collective') {
    return implies(procedureNamedIn(text) ?? 'procedure_collective');
  }
  if (event.kind !== 'retract') return event;
  const decision = decisionIn(text);
  if (decision.act === 'reverse') return retract(decision.remains ?? event.remains);
  if ((decision.act === 'open' || decision.act === 'convert') && decision.procedure) {
    return enter(decision.procedure);
  }
  return event;
}

/** One notice of the catalogue as the derivation reads it. */
export interface StatusNotice {
  annonceId: string;
  /** Family code, or 'rectificatif' / 'annulation'. */
  typeAnnonce: string | null;
  /** Family label, e.g. 'Procédures collectives', 'Radiations'. */
  famille: string | null;
  typeJugement: string | null;
  /**
   * The notice's own words: the judgment's complementJugement for a collective notice, the
   * description (radiation commentaire, acte descriptif, modification descriptif) otherwise.
   */
  text: string | null;
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

type Family = 'radiation' | 'collective' | 'registration' | 'other';
type FamilyFields = Pick<StatusNotice, 'typeAnnonce' | 'famille'>;

/** Where a company registers: at its creation, its arrival from another registry, a purchase. */
const REGISTRATION_TYPES = new Set(['immatriculation', 'creation', 'vente']);
const REGISTRATION_LABELS = new Set(['immatriculations', 'créations', 'ventes et cessions']);

const typeOf = (notice: Pick<StatusNotice, 'typeAnnonce'>) =>
  notice.typeAnnonce?.trim().toLowerCase() ?? null;

/** A rectificatif or an annulation carries its family only in the label. */
function familyOf(notice: FamilyFields): Family {
  const type = typeOf(notice);
  const label = notice.famille === null ? null : normalised(notice.famille);
  if (type === 'radiation' || label === 'radiations') return 'radiation';
  if (type === 'collective' || label === 'procédures collectives') return 'collective';
  if (REGISTRATION_TYPES.has(type ?? '') || (label !== null && REGISTRATION_LABELS.has(label))) {
    return 'registration';
  }
  return 'other';
}

/** A collective notice, initial, rectificatif or annulation. */
export const isCollectiveNotice = (notice: FamilyFields) => familyOf(notice) === 'collective';

/**
 * Whether the words describe a move to another registry (CONTRACT 8.2): a transfer of the
 * registered office or main establishment "hors ressort", or a registration "suite à transfert".
 */
export function isTransferText(text: string | null): boolean {
  if (!text) return false;
  const words = foldedText(text.normalize('NFC'));
  return (
    /\btransf(?:ert|erer|ere|erant)\b[^.]*\bhors (?:du )?ressort\b/.test(words) ||
    /\bimmatricul\w*\b[^.]*?\bsuite (?:a|au|du) (?:son |le |du )?transfert\b/.test(words)
  );
}

/** The event of a judgment: its nature, read in its text where the nature does not say. */
function judgmentEventOf(nature: string, text: string | null): StatusEvent {
  const key = normalised(nature);
  const byNature = EVENTS_BY_NATURE.get(key);
  if (CATCH_ALL_NATURES.has(key)) return eventOfDecision(decisionIn(text)) ?? byNature ?? NONE;
  if (byNature) return refinedByText(byNature, text);
  const byWords = eventOfDecision(decisionIn(nature)) ?? eventOfDecision(decisionIn(text));
  return refinedByText(byWords ?? NONE, text);
}

export function statusEventOf(
  notice: Pick<StatusNotice, 'typeAnnonce' | 'famille' | 'typeJugement' | 'text'>,
): StatusEvent {
  if (typeOf(notice) === 'annulation') return NONE;
  switch (familyOf(notice)) {
    case 'radiation':
      return isTransferText(notice.text) ? MOVE : STRIKE_OFF;
    case 'registration':
      return isTransferText(notice.text) ? MOVE : NONE;
    case 'collective':
      return notice.typeJugement === null
        ? NONE
        : judgmentEventOf(notice.typeJugement, notice.text);
    default:
      return NONE;
  }
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
  /** The fact before the company was struck off: what a move to another registry restores. */
  beforeStrikeOff: CompanyStatusFact | null;
}

const isOpenUnnamedOrNone = (code: CompanyStatusCode) =>
  code === 'active' || code === 'procedure_collective';

/** The code the event sets, or null when it leaves the status as it is. */
function codeAfter(event: StatusEvent, code: CompanyStatusCode): CompanyStatusCode | null {
  switch (event.kind) {
    case 'enter':
      return event.code;
    case 'implies':
      return isOpenUnnamedOrNone(code) ? event.code : null;
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

/** Undoes the last procedure judgment; then what the retraction says stays open, if anything. */
function retracted(fold: Fold, remains: ProcedureCode | null, notice: StatusNotice): Fold {
  // The procedure said to stay open is the status already: the retracted decision is not ours.
  if (remains !== null && fold.current.code === remains) return fold;
  const restored = fold.beforeJudgments[fold.beforeJudgments.length - 1];
  let next = fold;
  if (restored) {
    const beforeJudgments = fold.beforeJudgments.slice(0, -1);
    // A radiation is a register fact, not the judgment retracted: the company stays struck off.
    next =
      fold.current.code === 'struck_off'
        ? { ...fold, beforeJudgments, beforeStrikeOff: restored }
        : { ...fold, current: restored, beforeJudgments };
  }
  return remains === null ? next : changed(next, implies(remains), notice);
}

function moved(fold: Fold): Fold {
  if (fold.current.code !== 'struck_off' || !fold.beforeStrikeOff) return fold;
  return { ...fold, current: fold.beforeStrikeOff, beforeStrikeOff: null };
}

function changed(fold: Fold, event: StatusEvent, notice: StatusNotice): Fold {
  const code = codeAfter(event, fold.current.code);
  if (code === null || code === fold.current.code) return fold;
  const current = { code, since: effectiveDate(notice), annonceId: notice.annonceId };
  if (event.kind === 'strike_off') return { ...fold, current, beforeStrikeOff: fold.current };
  return { ...fold, current, beforeJudgments: [...fold.beforeJudgments, fold.current] };
}

function applyNotice(fold: Fold, notice: StatusNotice): Fold {
  const event = statusEventOf(notice);
  if (event.kind === 'retract') return retracted(fold, event.remains, notice);
  if (event.kind === 'move') return moved(fold);
  return changed(fold, event, notice);
}

/** The current status from all the notices of one SIREN, in any order. */
export function deriveCompanyStatus(notices: readonly StatusNotice[]): CompanyStatusFact {
  const ordered = [...notices].sort(inDateOrder);
  const ignored = setAside(ordered);
  const start: Fold = {
    current: { code: 'active', since: null, annonceId: null },
    beforeJudgments: [],
    beforeStrikeOff: null,
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
