import { foldedText } from './1764900000000-procedure-words';

/** CONTRACT §8.3: a company's officers, read from a notice's `administration` text. Pure. */
export interface Officer {
  name: string;
  role: string;
}

export interface ParsedOfficers {
  officers: Officer[];
  /** Named as leaving ("n'est plus gérant", "Gérant partant"): not current officers. */
  departed: Officer[];
  /** Every part of the text was read as roles and names; nothing was left over. */
  complete: boolean;
}

export const SOLE_TRADER_ROLE = 'Entrepreneur individuel';

/** The officer role when the notice gives none ("Sans correspondance / non repris"). */
const UNSTATED_ROLE = 'Dirigeant';

/**
 * The roles of the real notices, each with its words once folded (lower case, no accents);
 * longer words first, so that "Président du directoire" is not read as "Président".
 */
const ROLE_WORDS: ReadonlyArray<readonly [string | null, string]> = [
  ["Président du conseil d'administration", "president du conseil d'admin?istration"],
  ['Président du conseil de surveillance', 'president du (?:conseil|comite) de surveillance'],
  ['Président du directoire', 'president du directoire'],
  [
    'Président du comité de direction',
    'president du (?:comite de direction|comite directeur|conseil de direction)',
  ],
  ["Président d'un comité", "president du (?:comite|conseil) [a-z' ]+"],
  ['Vice-président', "vice-? ?president(?: du (?:comite|conseil) [a-z' ]+)?"],
  ['Président', 'president'],
  ['Directeur général délégué', 'directeur general delegue'],
  ['Directeur général adjoint', 'directeur general adjoint'],
  ['Directeur général', 'dire?cteur genera[li](?: executif| unique)?'],
  ['Directeur', 'directeur(?: technique)?'],
  ['Co-gérant', 'co-? ?gerante?'],
  ['Gérant', 'gerante?(?: non associe| statutaire)?'],
  [
    'Associé indéfiniment responsable',
    'associe (?:indefiniment )?(?:et )?(?:so[il]idai?rement )?(?:et )?(?:indefiniment )?responsab[a-z]*',
  ],
  ['Associé en nom', 'associe en nom'],
  ['Associé commandité', 'associe commandite'],
  ['Associé unique', '(?:associe|actionnaire) unique'],
  ['Associé', 'associee?(?:\\(e\\))?(?: non)?(?: exploitant)?'],
  ["Membre du conseil d'administration", "membre du conseil d'administration"],
  ['Membre du conseil de surveillance', 'membre du (?:conseil|comite) de surveillance'],
  ['Membre du directoire', 'membre du directoire'],
  ['Membre du comité de direction', 'membre du (?:comite|conseil) de direction'],
  ["Membre d'un comité", "membre du (?:comite|conseil)(?: [a-z' ]+)?"],
  ['Membre', 'membre(?: du gie| exonere des dettes nees anterieurement a son entree)?'],
  ['Administrateur délégué', 'administrateur delegue'],
  ['Administrateur provisoire', 'administrateur provisoire'],
  [
    'Administrateur',
    "administrateur(?: representant (?:l'etat|les salaries|du personnel)| personnalite qualifiee| du gie)?",
  ],
  ['Commissaire aux comptes titulaire', 'commissaire aux comptes titulaire'],
  ['Commissaire aux comptes suppléant', 'commissaire aux comptes suppleant'],
  ['Commissaire aux comptes', 'commissaire aux comptes'],
  ['Contrôleur des comptes', 'controleur des comptes(?: et de gestion)?'],
  ['Contrôleur de gestion', 'controleur (?:de )?gestion'],
  ['Liquidateur', 'liquidateur(?: amiable)?'],
  ['Mandataire ad hoc', 'mandataire ad hoc'],
  ['Mandataire judiciaire', 'mandataire judiciaire'],
  [
    'Fondé de pouvoir',
    'fonde de pouvoirs?(?: a procuration (?:speciale et individuelle|generale))?',
  ],
  ['Représentant permanent', 'representant permanent'],
  [
    'Dirigeant en France',
    "(?:dirigeant|responsable|representant) en france(?: et a l'etranger)?(?: d'une personne morale etrangere)?",
  ],
  [
    "Dirigeant à l'étranger",
    "(?:dirigeant|responsable) a l'etranger(?: d'une personne morale etrangere)?",
  ],
  [
    "Personne ayant le pouvoir d'engager la société",
    "personne ayant le pouvoir (?:de diriger, gerer ou )?(?:d')?engager a titre habituel la societe",
  ],
  ['Conjoint collaborateur', 'conjoint (?:marie ou pacse, )?collaborateur'],
  ['Conjoint salarié', 'conjoint (?:marie ou pacse, )?salarie'],
  ['Conjoint associé', 'conjoint (?:marie ou pacse, )?associe'],
  ['Représentant légal', 'representant legal'],
  ['Trésorier', 'tresorier(?: adjoint)?'],
  ['Secrétaire', 'secretaire'],
  ['Bénéficiaire effectif', 'beneficiaire effectif'],
  // A role the register could not carry over (or none at all): the person is an officer.
  [null, 'sans correspondance / non repris'],
];

/** A role, maybe qualified as new ("Nouveau Gérant") or leaving ("Gérant partant"). */
const ROLE = new RegExp(
  `(?:(nouveau|nouvelle|ancien|ancienne) )?(${ROLE_WORDS.map(([, words]) => `(${words})`).join('|')})(?: (partant|sortant|demissionnaire))?(?![a-z])`,
  'y',
);
const ROLE_SEPARATOR = / ?(?:,|et|\/|&)? ?/y;

interface ReadRole {
  /** null: the notice says the role could not be carried over. */
  label: string | null;
  isLeaving: boolean;
}

function roleAt(folded: string, index: number): { role: ReadRole; end: number } | null {
  ROLE.lastIndex = index;
  const match = ROLE.exec(folded);
  if (!match) return null;
  const wordsIndex = match.slice(3).findIndex((group, i) => i < ROLE_WORDS.length && !!group);
  const isLeaving = /^ancien/.test(match[1] ?? '') || !!match[match.length - 1];
  return { role: { label: ROLE_WORDS[wordsIndex][0], isLeaving }, end: ROLE.lastIndex };
}

/** The roles the text starts with ("Gérant, Associé indéfiniment responsable X…") and their end. */
function leadingRoles(folded: string): { roles: ReadRole[]; end: number } {
  const roles: ReadRole[] = [];
  let end = 0;
  for (;;) {
    ROLE_SEPARATOR.lastIndex = end;
    if (roles.length > 0) ROLE_SEPARATOR.exec(folded);
    const found = roleAt(folded, roles.length > 0 ? ROLE_SEPARATOR.lastIndex : end);
    if (!found) return { roles, end };
    roles.push(found.role);
    end = found.end;
  }
}

/** "Gérant, Associé indéfiniment responsable" → both roles; null unless it is only roles. */
function rolesIn(folded: string): ReadRole[] | null {
  const { roles, end } = leadingRoles(folded);
  return roles.length > 0 && end === folded.length ? roles : null;
}

/** A "roles :" label: where it starts in the text, where its colon ends, and its roles. */
interface RoleLabel {
  start: number;
  end: number;
  roles: ReadRole[];
}

const startsWord = (folded: string, index: number) =>
  index === 0 || (/[ ,;.]/.test(folded[index - 1]) && folded[index] !== ' ');

/** An empty label (": DUPONT Jean ; : MARTIN Paul") names officers without their role. */
const ENDS_CLAUSE = /(?:^|;) *$/;

/** The longest run of roles that ends just before the colon, starting at a word. */
function labelBefore(folded: string, from: number, colon: number): RoleLabel | null {
  const before = folded.slice(0, colon).trimEnd();
  if (ENDS_CLAUSE.test(before.slice(from))) return { start: colon, end: colon + 1, roles: [] };
  for (let start = from; start < before.length; start += 1) {
    if (!startsWord(folded, start)) continue;
    const roles = rolesIn(before.slice(start));
    if (roles) return { start, end: colon + 1, roles };
  }
  return null;
}

function roleLabelsIn(folded: string): RoleLabel[] {
  const labels: RoleLabel[] = [];
  let from = 0;
  for (let colon = folded.indexOf(':'); colon !== -1; colon = folded.indexOf(':', colon + 1)) {
    const label = labelBefore(folded, from, colon);
    if (!label) continue;
    labels.push(label);
    from = label.end;
  }
  return labels;
}

const DATED_STATE = / ?\b(?:en fonction|modification)(?: le \d{1,2}(?:er)? [^\s\d]+ \d{4})?$/i;
const REPRESENTED_BY = / représenté(?:\(e\)|e)? par /i;
const USAGE_NAME = /[,-]? ?nom d'usage ?: ?/i;
const REGISTRATION = / ?(?:[-–(] ?)?(?:n° ?)?(?:[A-Z]{3}-)?\d[\d .]{7,}\d(?: ?RCS [^,;()]+)?\)?$/;
/** A final "." is kept after an initial ("S.A.", "B.P.I."). */
const TRAILING_PUNCTUATION = /(?:[\s,;:-]|(?<!(?:^|[ .])[A-Z])\.)+$/;

/** "DUPONT, Marie, Anne" → "DUPONT Marie Anne"; the usage name kept unless it is the name. */
function personName(name: string, usageName: string | null): string {
  const plain = name.replace(/ ?, ?/g, ' ').replace(TRAILING_PUNCTUATION, '').trim();
  const usage = usageName?.replace(TRAILING_PUNCTUATION, '').trim();
  const isOwnName = !!usage && `${plain.toUpperCase()} `.startsWith(`${usage.toUpperCase()} `);
  return usage && !isOwnName ? `${plain} (nom d'usage : ${usage})` : plain;
}

/** One name as written: "X nom d'usage : Y", or a company with its registration number. */
function cleanName(written: string): string | null {
  const [name, usageName] = written.split(USAGE_NAME);
  const withoutNumber = name.replace(TRAILING_PUNCTUATION, '').replace(REGISTRATION, '');
  // Left-over label words or a representative without "par": not a name read whole.
  if (/[:;]|représenté/i.test(withoutNumber) || /[:;]/.test(usageName ?? '')) return null;
  return personName(withoutNumber, usageName ?? null) || null;
}

/** The names after a label: "HOLDING (SAS) représenté par DUPONT Jean" gives both. */
function namesIn(segment: string): { name: string | null; representative: string | null } {
  const written = segment.replace(TRAILING_PUNCTUATION, '').trim().replace(DATED_STATE, '');
  const [name, representative] = written.split(REPRESENTED_BY);
  return {
    name: cleanName(name),
    representative: representative === undefined ? null : cleanName(representative),
  };
}

class OfficerList {
  private readonly current = new Map<string, Officer>();
  private readonly leaving = new Map<string, Officer>();
  isComplete = true;

  add(name: string, role: string, isLeaving = false): void {
    (isLeaving ? this.leaving : this.current).set(`${role}\n${name}`, { name, role });
  }

  result(): ParsedOfficers {
    const departed = [...this.leaving].filter(([key]) => !this.current.has(key));
    return {
      officers: [...this.current.values()],
      departed: departed.map(([, officer]) => officer),
      complete: this.isComplete,
    };
  }
}

function addNamed(list: OfficerList, segment: string, roles: ReadRole[]): void {
  const { name, representative } = namesIn(segment);
  if (!name || (representative === null && REPRESENTED_BY.test(segment))) {
    list.isComplete = false;
    return;
  }
  const named = roles.filter((role) => role.label !== null);
  for (const role of named) list.add(name, role.label as string, role.isLeaving);
  if (named.length === 0) list.add(name, UNSTATED_ROLE);
  if (representative) list.add(representative, 'Représentant permanent');
}

/** "Président : X ; Directeur général : Y" and "Gérant : DUPONT, Jean, Associé : …". */
function readLabelledNames(list: OfficerList, text: string, folded: string): void {
  const labels = roleLabelsIn(folded);
  const leftover = text.slice(0, labels[0]?.start ?? text.length);
  if (leftover.replace(TRAILING_PUNCTUATION, '').trim()) list.isComplete = false;
  labels.forEach((label, i) => {
    const segment = text.slice(label.end, labels[i + 1]?.start ?? text.length);
    addNamed(list, segment, label.roles);
  });
}

const CHANGE = / (n'est plus|devient|est) (.+)$/;
const RENAMED = /^modification de la designation d'un dirigeant : /;
const NEW_IDENTITY = /^,? ?(?:nouvelle identit[ée] ?: ?)?/i;

/** "Modification de la désignation d'un dirigeant : gérant, nouvelle identité : Z". */
function readRenamed(list: OfficerList, sentence: string, folded: string): boolean {
  const renamed = RENAMED.exec(folded);
  const { roles, end } = leadingRoles(folded.slice(renamed?.[0].length ?? 0));
  if (!renamed || roles.length === 0) return false;
  const rest = sentence.slice(renamed[0].length + end);
  addNamed(list, rest.replace(NEW_IDENTITY, ''), roles);
  return true;
}

/** "X n'est plus gérant", "Y devient gérant", "Z est président". */
function readChange(list: OfficerList, sentence: string, folded: string): boolean {
  const change = CHANGE.exec(folded);
  const changedRoles = change ? rolesIn(change[2]) : null;
  if (!change || !changedRoles) return readRenamed(list, sentence, folded);
  const isLeaving = change[1] === "n'est plus";
  const leaving = changedRoles.map((role) => ({ ...role, isLeaving }));
  addNamed(list, sentence.slice(0, change.index), leaving);
  return true;
}

/**
 * A change is told sentence by sentence; a ". " inside a name ("S.A.I. CASASOLA") ends no
 * sentence, so a piece that reads as nothing is read again with the next one.
 */
function readSentences(list: OfficerList, text: string): void {
  let pending = '';
  for (const piece of text.split(/\. (?=\S)/)) {
    const sentence = pending ? `${pending}. ${piece}` : piece;
    const folded = foldedText(sentence);
    pending = '';
    if (readChange(list, sentence, folded)) continue;
    if (roleLabelsIn(folded).length > 0) readLabelledNames(list, sentence, folded);
    else pending = sentence;
  }
  if (pending) list.isComplete = false;
}

/** A change names its role right after its verb: "… est (COOPARL)" in a name is none. */
const IS_TOLD_AS_CHANGES = new RegExp(
  `(?:n'est plus|devient|est) ${ROLE.source}|nouvelle identite|designation d'un dirigeant`,
);

export function officersOf(administration: string): ParsedOfficers {
  const text = administration.normalize('NFC').replace(/\s+/g, ' ').trim();
  const folded = foldedText(text);
  const list = new OfficerList();
  if (IS_TOLD_AS_CHANGES.test(folded)) readSentences(list, text);
  else readLabelledNames(list, text, folded);
  return list.result();
}

/** The person of a sole trader's notice (`typePersonne: 'pp'`), as the export gives it. */
export interface SoleTraderPerson {
  nom?: unknown;
  prenom?: unknown;
  nomUsage?: unknown;
}

const words = (value: unknown): string =>
  (Array.isArray(value) ? value : [value])
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim();

/** A sole trader is the one officer of his business: "NOM Prénom (nom d'usage : X)". */
export function soleTraderOf(person: SoleTraderPerson): Officer | null {
  const name = personName(`${words(person.nom)} ${words(person.prenom)}`, words(person.nomUsage));
  return name ? { name, role: SOLE_TRADER_ROLE } : null;
}
