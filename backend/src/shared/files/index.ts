export { attachmentDisposition } from './content-disposition';
export { CSV_BOM, csvLine } from './csv-row';
