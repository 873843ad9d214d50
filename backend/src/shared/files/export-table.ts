/** How a column's cells are written: text, a number, a spreadsheet date, or a clickable link. */
export type ExportColumnKind = 'text' | 'number' | 'date' | 'link';

/** A cell as a column gives it; a date is a `YYYY-MM-DD` day or a Date. */
export type ExportValue = string | number | Date | null | undefined;

interface ValueOfKind {
  text: string | number;
  number: number;
  date: string | Date;
  /** The address; only an http(s) one becomes a link. */
  link: string;
}

/** What a file writer needs of a column: its title, its kind and how it looks. */
export interface ExportColumnLayout {
  title: string;
  kind: ExportColumnKind;
  /** Width in characters in the spreadsheet, where the kind's default does not suit. */
  width?: number;
  /** For a link: the text the spreadsheet shows in place of the address. */
  label?: string;
}

/** One column of an export: adding one is one line, e.g. `{ title, kind: 'date', value: (r) => r.day }`. */
export type ExportColumn<Row> = {
  [Kind in ExportColumnKind]: ExportColumnLayout & {
    kind: Kind;
    value: (row: Row) => ValueOfKind[Kind] | null | undefined;
  };
}[ExportColumnKind];

/** A table to write as a file: its columns, its rows batch by batch, and a note after the rows. */
export interface ExportTable {
  /** The columns in order: their titles head the file, their kinds say how cells are written. */
  header: readonly ExportColumnLayout[];
  batches: AsyncIterable<ExportValue[][]>;
  /** Written after the last row (the truncation notice), or null. */
  note: string | null;
}

export const exportRowOf = <Row>(columns: readonly ExportColumn<Row>[], row: Row): ExportValue[] =>
  columns.map((column) => column.value(row));
