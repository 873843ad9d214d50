export { attachmentDisposition } from './content-disposition';
export { csvFile } from './csv-file';
export { CSV_BOM, csvLine } from './csv-row';
export type {
  ExportColumn,
  ExportColumnKind,
  ExportColumnLayout,
  ExportTable,
  ExportValue,
} from './export-table';
export { exportRowOf } from './export-table';
export { XLSX_DATE_FORMAT, xlsxFile } from './xlsx-file';
