import { RECORD_FIELDS, RecordField, SUMMARY_FIELDS } from './analyzer-record.fields';
import { AnalyzerRecord } from './entities/analyzer-record.entity';

type FieldsOf<Field extends RecordField> = {
  [F in Field]: AnalyzerRecord[(typeof RECORD_FIELDS)[F]];
};

interface FavoriteStatus {
  isFavorite: boolean;
  favorite: { id: number } | null;
}

/** A record as the API shows it (spec §3, snake_case), with its favorite status. */
export type AnalyzerRecordView = Omit<FieldsOf<RecordField>, 'capital'> & {
  capital: number | null;
} & FavoriteStatus;

/** The record's fields the API shows, as read from the catalogue. */
export type AnalyzerRecordData = Pick<AnalyzerRecord, (typeof RECORD_FIELDS)[RecordField]>;

export type AnalyzerRecordSummary = Pick<
  AnalyzerRecord,
  (typeof RECORD_FIELDS)[(typeof SUMMARY_FIELDS)[number]]
>;

export type AnalyzerRecordSummaryView = FieldsOf<(typeof SUMMARY_FIELDS)[number]> & FavoriteStatus;

function favoriteStatus(favoriteId: number | null): FavoriteStatus {
  return {
    isFavorite: favoriteId !== null,
    favorite: favoriteId === null ? null : { id: favoriteId },
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

const ALL_FIELDS = Object.keys(RECORD_FIELDS) as RecordField[];

export function toRecordView(
  record: AnalyzerRecordData,
  favoriteId: number | null = null,
): AnalyzerRecordView {
  const { capital } = record;
  return {
    ...fieldsOf(record, ALL_FIELDS),
    capital: capital === null || capital === undefined ? null : Number(capital),
    ...favoriteStatus(favoriteId),
  };
}

export function toRecordSummaryView(
  record: AnalyzerRecordSummary,
  favoriteId: number | null = null,
): AnalyzerRecordSummaryView {
  return { ...fieldsOf(record, SUMMARY_FIELDS), ...favoriteStatus(favoriteId) };
}
