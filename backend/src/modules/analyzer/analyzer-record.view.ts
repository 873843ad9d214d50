import {
  JUDGMENT_ONLY_FIELDS,
  RECORD_FIELDS,
  RecordField,
  SUMMARY_FIELDS,
} from './analyzer-record.fields';
import type { CompanyStatusCode } from './company-status.rules';
import { AnalyzerRecord } from './entities/analyzer-record.entity';
import type { JudgmentKind, Practitioner } from './judgment-facts';
import { NoticeFacts, noticeFactsOf } from './notice-facts';
import { summaryOfRecord } from './notice-summary';

type FieldsOf<Field extends RecordField> = {
  [F in Field]: AnalyzerRecord[(typeof RECORD_FIELDS)[F]];
};

type JudgmentOnlyField = (typeof JUDGMENT_ONLY_FIELDS)[number];
type ShownField = Exclude<RecordField, JudgmentOnlyField>;
type ShownSummaryField = Exclude<(typeof SUMMARY_FIELDS)[number], JudgmentOnlyField>;

/** What the judgment of a notice says (CONTRACT §8.2), under the contract's names. */
export interface JudgmentView {
  judgmentKind: JudgmentKind | null;
  judgmentNature: string | null;
  judgmentDate: string | null;
  cessationDate: string | null;
  practitioners: Practitioner[];
}

type JudgmentColumns = Pick<
  AnalyzerRecord,
  'judgmentKind' | 'typeJugement' | 'dateJugement' | 'dateCessationPaiements' | 'practitioners'
>;

export const judgmentViewOf = (record: JudgmentColumns): JudgmentView => ({
  judgmentKind: record.judgmentKind ?? null,
  judgmentNature: record.typeJugement,
  judgmentDate: record.dateJugement,
  cessationDate: record.dateCessationPaiements,
  practitioners: record.practitioners ?? [],
});

interface FavoriteStatus {
  isFavorite: boolean;
  favorite: { id: number } | null;
}

/** A company's legal status (CONTRACT §7.3): since when, and the notice it comes from. */
export interface CompanyStatusView {
  code: CompanyStatusCode;
  since: string | null;
  annonceId: string | null;
}

/** The company status columns read beside a record (null when the company has no status row). */
export interface CompanyStatusColumns {
  statusCode: CompanyStatusCode | null;
  statusSince: string | null;
  statusAnnonceId: string | null;
}

interface WithCompanyStatus {
  companyStatus: CompanyStatusView | null;
}

/** A record as the API shows it (spec §3, snake_case), with its favorite and company status. */
export type AnalyzerRecordView = Omit<FieldsOf<ShownField>, 'capital'> & {
  capital: number | null;
} & NoticeFacts &
  JudgmentView &
  WithCompanyStatus &
  FavoriteStatus;

/** The record's fields the API shows, as read from the catalogue. */
export type AnalyzerRecordData = Pick<AnalyzerRecord, (typeof RECORD_FIELDS)[RecordField]> &
  Partial<CompanyStatusColumns> & { previousAnnonceId?: string | null };

export type AnalyzerRecordSummary = Pick<
  AnalyzerRecord,
  (typeof RECORD_FIELDS)[(typeof SUMMARY_FIELDS)[number]]
> &
  Partial<CompanyStatusColumns>;

export type AnalyzerRecordSummaryView = FieldsOf<ShownSummaryField> &
  JudgmentView &
  WithCompanyStatus &
  FavoriteStatus;

function favoriteStatus(favoriteId: number | null): FavoriteStatus {
  return {
    isFavorite: favoriteId !== null,
    favorite: favoriteId === null ? null : { id: favoriteId },
  };
}

/** No SIREN, no company; a SIREN without a status row is active with nothing known against it. */
export function companyStatusOf(
  siren: string | null,
  columns: Partial<CompanyStatusColumns>,
): CompanyStatusView | null {
  if (!siren) return null;
  if (!columns.statusCode) return { code: 'active', since: null, annonceId: null };
  return {
    code: columns.statusCode,
    since: columns.statusSince ?? null,
    annonceId: columns.statusAnnonceId ?? null,
  };
}

function fieldsOf<Field extends RecordField>(
  record: Pick<AnalyzerRecord, (typeof RECORD_FIELDS)[Field]>,
  fields: readonly Field[],
): FieldsOf<Field> {
  return Object.fromEntries(
    fields.map((field) => [field, record[RECORD_FIELDS[field]]]),
  ) as FieldsOf<Field>;
}

const judgmentOnly: ReadonlySet<RecordField> = new Set(JUDGMENT_ONLY_FIELDS);
const isShown = <Field extends RecordField>(
  field: Field,
): field is Exclude<Field, JudgmentOnlyField> => !judgmentOnly.has(field);
const SHOWN_FIELDS = (Object.keys(RECORD_FIELDS) as RecordField[]).filter(isShown);
const SHOWN_SUMMARY_FIELDS = SUMMARY_FIELDS.filter(isShown);

export function toRecordView(
  record: AnalyzerRecordData,
  favoriteId: number | null = null,
): AnalyzerRecordView {
  const { capital } = record;
  const fields = fieldsOf(record, SHOWN_FIELDS);
  return {
    ...fields,
    annonce_text: summaryOfRecord(fields),
    sirens: record.sirens ?? [],
    capital: capital === null || capital === undefined ? null : Number(capital),
    ...noticeFactsOf(record.detailsAnnonceJson, record.previousAnnonceId ?? null),
    ...judgmentViewOf(record),
    companyStatus: companyStatusOf(record.siren, record),
    ...favoriteStatus(favoriteId),
  };
}

export function toRecordSummaryView(
  record: AnalyzerRecordSummary,
  favoriteId: number | null = null,
): AnalyzerRecordSummaryView {
  return {
    ...fieldsOf(record, SHOWN_SUMMARY_FIELDS),
    ...judgmentViewOf(record),
    companyStatus: companyStatusOf(record.siren, record),
    ...favoriteStatus(favoriteId),
  };
}
