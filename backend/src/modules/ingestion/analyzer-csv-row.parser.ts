import type { AnalyzerRecordInput } from '../analyzer';
import { strictDate } from './bodacc-record.mapper';
import { repairMojibake } from './text-repair';
import { RowProblem, RowProblems } from './row-problems';

const TEXT_FIELDS = [
  'type_annonce',
  'nom_complet',
  'nom_commercial',
  'forme_juridique',
  'rcs',
  'tribunal',
  'numero_departement',
  'adresse',
  'ville',
  'activite',
  'famille',
  'numero_annonce',
  'type_jugement',
  'complementaire',
  'annonce_text',
] as const;
const DATE_FIELDS = [
  'date_parution',
  'date_annonce',
  'date_jugement',
  'date_cessation_paiements',
] as const;

const blank = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? repairMojibake(trimmed) : null;
};

/** YYYY-MM-DD, an ISO timestamp, or DD/MM/YYYY → YYYY-MM-DD; undefined when unreadable. */
function readDate(raw: string | null): string | null | undefined {
  if (!raw) return null;
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = french ? `${french[3]}-${french[2]}-${french[1]}` : raw.slice(0, 10);
  return strictDate(iso) ?? undefined;
}

function readSiren(values: Record<string, string>, rcs: string | null): string | null {
  const explicit = (values.siren ?? '').replace(/\D/g, '');
  if (explicit.length === 9) return explicit;
  const match = /(\d{3})\s?(\d{3})\s?(\d{3})/.exec(rcs ?? '');
  return match ? match.slice(1).join('') : null;
}

/**
 * One row of an analyzer CSV (columns named as the record fields of spec §3, any order,
 * unknown columns ignored) → a catalogue record, or why it is malformed.
 */
export function parseAnalyzerCsvRow(
  values: Record<string, string>,
): { item: AnalyzerRecordInput; error?: undefined } | { error: RowProblem } {
  const annonceId = blank(values.annonce_id);
  if (!annonceId) return { error: RowProblems.emptyAnnonceId() };
  const record = { annonce_id: annonceId } as AnalyzerRecordInput;
  for (const field of TEXT_FIELDS) record[field] = blank(values[field]);
  for (const field of DATE_FIELDS) {
    const date = readDate(blank(values[field]));
    if (date === undefined) return { error: RowProblems.invalidDate(field, values[field]) };
    record[field] = date;
  }
  const capital = blank(values.capital);
  record.capital = capital === null ? null : Number(capital.replace(/\s/g, '').replace(',', '.'));
  if (record.capital !== null && !Number.isFinite(record.capital)) {
    return { error: RowProblems.invalidCapital(String(capital)) };
  }
  record.proceduration_collective_existe = /^(true|1|oui|yes|t|vrai)$/i.test(
    values.proceduration_collective_existe?.trim() ?? '',
  );
  record.siren = readSiren(values, record.rcs);
  const details = blank(values.details_annonce_json);
  try {
    record.details_annonce_json = details === null ? null : JSON.parse(details);
  } catch {
    record.details_annonce_json = details; // plain text is allowed (spec: object or text)
  }
  record.url_complete = blank(values.url_complete);
  record.sirens = record.siren ? [record.siren] : [];
  record.previous_annonce_id = null;
  record.search_extra = null;
  return { item: record };
}
