import {
  bulletinOfRecord,
  capitalOf,
  isJsonObject as isObject,
  isSameBulletin,
  jsonText as text,
  officialUrlToKeep,
  personsOf,
  previousAnnonceIdOf,
  writeNoticeSummary,
  type AnalyzerRecordInput,
  type Bulletin,
} from '../analyzer';
import { BODACC_JSON_COLUMNS, BodaccRow } from './bodacc-columns';
import { repairDeep } from './text-repair';

type Json = Record<string, unknown>;

const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

const first = <T>(value: T | T[] | undefined | null): T | undefined =>
  Array.isArray(value) ? value[0] : (value ?? undefined);

function establishmentsOf(column: unknown): Json[] {
  const wrappers = Array.isArray(column) ? column : [column];
  return wrappers.flatMap((wrapper) => {
    if (!isObject(wrapper)) return [];
    const items = wrapper.etablissement;
    return (Array.isArray(items) ? items : [items]).filter(isObject);
  });
}

/** "NOM Prénom1 Prénom2" from nom and prenom (a string or a list). */
function personName(person: Json): string | null {
  const firstNames = Array.isArray(person.prenom)
    ? person.prenom.map(text).filter(Boolean).join(' ')
    : text(person.prenom);
  const name = [text(person.nom), firstNames].filter(Boolean).join(' ');
  return name || null;
}

function denominationOf(person: Json): string | null {
  const nested = isObject(person.personneMorale) ? text(person.personneMorale.denomination) : null;
  return text(person.denomination) ?? nested;
}

interface Place {
  line: string | null;
  city: string | null;
  postcode: string | null;
}

/**
 * One line: "128 rue La Boétie, Bât. A, Juan les Pins, BP 12, 75008 Paris" (+ country when not
 * France). A head office abroad is one free text, `{adresse, pays}`.
 */
function addressLine(address: unknown): Place {
  const found = first(address as Json | Json[] | undefined);
  if (!isObject(found)) return { line: null, city: null, postcode: null };
  const street = [found.numeroVoie, found.typeVoie, found.nomVoie].map(text).filter(Boolean);
  const city = text(found.ville) ?? text(found.localite);
  const district = text(found.ville) ? text(found.localite) : null;
  const place = [text(found.codePostal), city].filter(Boolean).join(' ');
  const country = text(found.pays);
  const isAbroad = !!country && !/^france$/i.test(country);
  const parts = [street.join(' '), text(found.adresse), text(found.complGeographique), district];
  parts.push(text(found.BP), place, isAbroad ? country : null);
  const line = parts.filter(Boolean).join(', ');
  // A foreign postcode names no French department.
  return { line: line || null, city, postcode: isAbroad ? null : text(found.codePostal) };
}

const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');

/** `000 000 000` stands for a number not yet given: it is no SIREN (CONTRACT §8.1). */
const isPlaceholder = (value: string | null) => digits(value) === '000000000';

/** The SIREN of a register number: its 9 digits, unless it is the placeholder. */
function sirenOfNumber(value: string | null): string | null {
  const number = digits(value);
  return number.length === 9 && !isPlaceholder(number) ? number : null;
}

/** The SIRENs among the comma-joined registre values, in order, once each. */
function sirensFromRegistre(registre: string | null): string[] {
  const sirens = (registre ?? '').split(',').map(sirenOfNumber);
  return [...new Set(sirens.filter((siren): siren is string => siren !== null))];
}

/** The SIREN of a person's register number, if it has one. */
function sirenOfPerson(person: Json): string | null {
  const rcs = isObject(person.numeroImmatriculation) ? person.numeroImmatriculation : null;
  const trades = isObject(person.inscriptionRM) ? person.inscriptionRM : null;
  return sirenOfNumber(text(rcs?.numeroIdentification) ?? text(trades?.numeroIdentificationRM));
}

/** Every SIREN the notice names: its company first, then registre and the former owners. */
function sirensOf(row: BodaccRow, siren: string | null): string[] {
  const formerOwners = [
    ...personsOf(row.listeprecedentproprietaire),
    ...personsOf(row.listeprecedentexploitant),
  ].map(sirenOfPerson);
  const all = [siren, ...sirensFromRegistre(row.registre), ...formerOwners];
  return [...new Set(all.filter((value): value is string => value !== null))];
}

/**
 * The department of a French postcode: two digits, three overseas (97x, 98x), 2A or 2B in
 * Corsica (20000–20199 Corse-du-Sud, 20200–20999 Haute-Corse).
 */
export function departementOfPostcode(postcode: string | null): string | null {
  const code = /^\d{5}$/.exec(postcode?.trim() ?? '')?.[0];
  if (!code || code.startsWith('00')) return null;
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  return code.slice(0, 2);
}

const spacedSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/**
 * "880 878 145 RCS Paris", the register line of the person (without the placeholder number:
 * "RCS Paris"), else the SIREN of registre.
 */
function registration(person: Json | undefined, registre: string | null) {
  const rcs =
    person && isObject(person.numeroImmatriculation) ? person.numeroImmatriculation : null;
  const trades = person && isObject(person.inscriptionRM) ? person.inscriptionRM : null;
  const given = text(rcs?.numeroIdentification) ?? text(trades?.numeroIdentificationRM);
  const number = isPlaceholder(given) ? null : given;
  const siren = (person && sirenOfPerson(person)) ?? sirensFromRegistre(registre)[0] ?? null;
  if (rcs && given) {
    const line = [number, text(rcs.codeRCS) ?? 'RCS', text(rcs.nomGreffeImmat)];
    return { rcs: line.filter(Boolean).join(' '), siren };
  }
  if (trades && given) {
    const line = [number, text(trades.codeRM) ?? 'RM', text(trades.numeroDepartement)];
    return { rcs: line.filter(Boolean).join(' '), siren };
  }
  return { rcs: siren ? spacedSiren(siren) : null, siren };
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isValid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isValid ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** "date de cessation des paiements le 10 Juin 2025" / "… : 29/10/2009" → YYYY-MM-DD. */
export function cessationDateOf(judgmentText: string | null): string | null {
  if (!judgmentText) return null;
  const plain = judgmentText.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const match =
    /cessation des paiements\D{0,30}?(\d{1,2})(?:er)?(?:\s+([a-z]+)\s+|\/(\d{1,2})\/)(\d{4})/i.exec(
      plain,
    );
  if (!match) return null;
  const month = match[2] ? MONTHS[match[2].toLowerCase()] : Number(match[3]);
  return month ? isoDate(Number(match[4]), month, Number(match[1])) : null;
}

/** YYYY-MM-DD when the value is a real calendar date in that form. */
export function strictDate(value: unknown): string | null {
  const raw = text(value);
  const match = raw ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The parsed JSON columns that hold something (of a row already repaired). */
function detailsOf(row: BodaccRow): Json {
  const details: Json = {};
  for (const column of BODACC_JSON_COLUMNS) {
    if (row[column] !== null && row[column] !== undefined && row[column] !== '') {
      details[column] = row[column];
    }
  }
  return details;
}

function typeOf(row: BodaccRow): string | null {
  const notice = text(row.typeavis);
  return notice === 'rectificatif' || notice === 'annulation' ? notice : text(row.familleavis);
}

/**
 * The summary is kept only when the record's own fields would not write it again on reading
 * (CONTRACT §8.1: about 500 bytes of each notice's 1.5 KB).
 */
function summaryToKeep(row: BodaccRow, record: AnalyzerRecordInput): string | null {
  const told: Bulletin = {
    noticeLabel: text(row.typeavis_lib),
    letter: text(row.publicationavis),
    issue: text(row.parution),
  };
  return isSameBulletin(bulletinOfRecord(record), told) ? null : writeNoticeSummary(record, told);
}

/** CONTRACT §4.2: one BODACC announcement → one analyzer record. Pure. */
export function mapBodaccToRecord(source: BodaccRow): AnalyzerRecordInput {
  const row = repairDeep(source);
  const details = detailsOf(row);
  const person = personsOf(row.listepersonnes)[0];
  const establishments = establishmentsOf(row.listeetablissements);
  const judgment = isObject(row.jugement) ? row.jugement : undefined;
  const seat = addressLine(person?.adresseSiegeSocial ?? person?.adresse);
  const shop = addressLine(establishments.find((e) => e.adresse)?.adresse);
  const topPlace = [text(row.cp), text(row.ville)].filter(Boolean).join(' ') || null;
  const { rcs, siren } = registration(person, row.registre);
  const sirens = sirensOf(row, siren);
  const postcode = text(row.cp)?.split(',')[0] ?? seat.postcode ?? shop.postcode;
  const complement = text(judgment?.complementJugement);
  const capital = capitalOf(person);
  const record: AnalyzerRecordInput = {
    annonce_id: text(row.id) ?? '',
    date_parution: strictDate(row.dateparution),
    type_annonce: typeOf(row),
    nom_complet: (person && (denominationOf(person) ?? personName(person))) ?? text(row.commercant),
    nom_commercial: text(person?.nomCommercial),
    forme_juridique: text(person?.formeJuridique),
    rcs,
    siren,
    date_annonce: strictDate(row.dateparution),
    // One court, one spelling: "…COMMERCE\nDE THONON" is found as "commerce de thonon".
    tribunal: text(row.tribunal)?.replace(/\s+/g, ' ') ?? null,
    numero_departement: text(row.numerodepartement) ?? departementOfPostcode(postcode),
    adresse: seat.line ?? shop.line ?? topPlace,
    ville: seat.city ?? shop.city ?? text(row.ville),
    capital: capital.amount,
    activite:
      establishments.map((e) => text(e.activite)).find(Boolean) ?? text(person?.activite) ?? null,
    famille: text(row.familleavis_lib),
    numero_annonce: text(row.numeroannonce),
    proceduration_collective_existe: text(row.familleavis) === 'collective',
    type_jugement: text(judgment?.nature) ?? text(judgment?.famille),
    date_jugement: strictDate(judgment?.date),
    date_cessation_paiements: cessationDateOf(complement),
    complementaire: complement,
    annonce_text: null,
    details_annonce_json: details,
    url_complete: officialUrlToKeep(text(row.id) ?? '', text(row.url_complete)),
    sirens,
    previous_annonce_id: previousAnnonceIdOf(row.parutionavisprecedent),
    search_extra: sirens.slice(1).join(' ') || null,
  };
  record.annonce_text = summaryToKeep(row, record);
  return record;
}
