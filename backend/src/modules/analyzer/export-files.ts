// The writers are shared with the other exports (favorites, portfolio): see shared/files.
export { csvFile, xlsxFile } from '../../shared/files';
export type { ExportTable } from '../../shared/files';
