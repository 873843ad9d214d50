import type { AnalyzerRecordInput } from './analyzer-record.input';
import { OFFICIAL_ANNONCE_ID, personsOf } from './notice-facts';

type Json = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A JSON string or number as trimmed text, null when it holds none. */
export const jsonText = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const frenchDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

export interface Capital {
  /** In euros, as the catalogue shows it: none for a variable capital or another currency. */
  amount: number | null;
  /** As the notice gives it: "Capital : 1000 CHF", "Capital variable : 100 EUR". */
  sentence: string | null;
}

export function capitalOf(person: Json | undefined): Capital {
  const capital = person && isJsonObject(person.capital) ? person.capital : null;
  const variable = jsonText(capital?.capitalVariable);
  if (variable) return { amount: null, sentence: `Capital variable : ${variable}` };
  const raw = jsonText(capital?.montantCapital);
  const amount = raw ? Number(raw.replace(/\s/g, '').replace(',', '.')) : NaN;
  if (!Number.isFinite(amount)) return { amount: null, sentence: null };
  const currency = jsonText(capital?.devise) ?? 'EUR';
  return {
    amount: currency === 'EUR' ? amount : null,
    sentence: `Capital : ${amount} ${currency}`,
  };
}

/** Where a notice was published: "Avis initial", BODACC "B", issue "20220227". */
export interface Bulletin {
  noticeLabel: string | null;
  letter: string | null;
  issue: string | null;
}

export type SummarizedRecord = Pick<
  AnalyzerRecordInput,
  | 'annonce_id'
  | 'type_annonce'
  | 'date_parution'
  | 'famille'
  | 'numero_annonce'
  | 'nom_complet'
  | 'forme_juridique'
  | 'rcs'
  | 'adresse'
  | 'tribunal'
  | 'activite'
  | 'type_jugement'
  | 'date_jugement'
  | 'complementaire'
  | 'details_annonce_json'
>;

const NOTICE_LABELS: Record<string, string> = {
  rectificatif: 'Avis rectificatif',
  annulation: 'Avis d’annulation',
};

/**
 * The bulletin of a BODACC notice as its record tells it: an official id is the bulletin's letter,
 * its 8-digit issue and the notice's number ("B20220227446"). Null for any other id.
 */
export function bulletinOfRecord(record: SummarizedRecord): Bulletin | null {
  const id = OFFICIAL_ANNONCE_ID.exec(record.annonce_id);
  if (!id || id[3] !== record.numero_annonce) return null;
  const noticeLabel = NOTICE_LABELS[record.type_annonce ?? ''] ?? 'Avis initial';
  return { noticeLabel, letter: id[1], issue: id[2] };
}

export const isSameBulletin = (one: Bulletin | null, other: Bulletin) =>
  !!one &&
  one.noticeLabel === other.noticeLabel &&
  one.letter === other.letter &&
  one.issue === other.issue;

function descriptionsOf(details: Json): (string | null | false)[] {
  return [
    isJsonObject(details.modificationsgenerales) &&
      jsonText(details.modificationsgenerales.descriptif),
    isJsonObject(details.acte) && jsonText(details.acte.descriptif),
    isJsonObject(details.depot) &&
      [jsonText(details.depot.typeDepot), jsonText(details.depot.dateCloture)]
        .filter(Boolean)
        .join(', clôture le '),
    isJsonObject(details.radiationaurcs) && jsonText(details.radiationaurcs.commentaire),
    isJsonObject(details.divers) &&
      [jsonText(details.divers.titreAnnonce), jsonText(details.divers.contenuAnnonce)]
        .filter(Boolean)
        .join(' : '),
  ];
}

/** A readable French summary of the notice, one sentence per fact. */
export function writeNoticeSummary(record: SummarizedRecord, bulletin: Bulletin): string {
  const details = isJsonObject(record.details_annonce_json) ? record.details_annonce_json : {};
  const sentences: string[] = [];
  // "Avis initial", "Avis rectificatif", "Avis d'annulation": all masculine.
  const notice = bulletin.noticeLabel;
  const published = [
    bulletin.letter ? `BODACC ${bulletin.letter}` : 'BODACC',
    bulletin.issue ? `n° ${bulletin.issue}` : null,
  ].filter(Boolean);
  sentences.push(
    `${notice ? `${notice} publié` : 'Annonce publiée'} le ${frenchDate(record.date_parution) ?? '?'}` +
      ` au ${published.join(' ')}` +
      (record.famille ? ` (${record.famille})` : '') +
      (record.numero_annonce ? `, annonce n° ${record.numero_annonce}.` : '.'),
  );
  const company = [record.nom_complet, record.forme_juridique && `(${record.forme_juridique})`];
  if (record.nom_complet) sentences.push(`Entreprise : ${company.filter(Boolean).join(' ')}.`);
  if (record.rcs) sentences.push(`Immatriculation : ${record.rcs}.`);
  if (record.adresse) sentences.push(`Adresse : ${record.adresse}.`);
  if (record.tribunal) sentences.push(`Tribunal : ${record.tribunal}.`);
  if (record.activite) sentences.push(`Activité : ${record.activite}.`);
  const capital = capitalOf(personsOf(details.listepersonnes)[0]);
  if (capital.sentence) sentences.push(`${capital.sentence}.`);
  if (record.type_jugement) {
    const on = record.date_jugement ? ` du ${frenchDate(record.date_jugement)}` : '';
    sentences.push(`Jugement : ${record.type_jugement}${on}.`);
  }
  if (record.complementaire) sentences.push(record.complementaire);
  for (const description of descriptionsOf(details)) if (description) sentences.push(description);
  return sentences.join(' ');
}

/**
 * The summary a record shows: the one stored, else (a BODACC notice whose summary was not kept,
 * being what its own fields write) the one its fields write again.
 */
export function summaryOfRecord(record: SummarizedRecord & { annonce_text: string | null }) {
  if (record.annonce_text !== null) return record.annonce_text;
  const bulletin = isJsonObject(record.details_annonce_json) ? bulletinOfRecord(record) : null;
  return bulletin ? writeNoticeSummary(record, bulletin) : null;
}
