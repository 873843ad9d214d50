/** The real notices of early 2020 (`--real`), as the export the import reads. */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readCsvRecords } from '../src/modules/ingestion/csv-record-reader';
import { BACKEND } from './processes';

export const REAL_BODACC_GZ = join(BACKEND, 'test', 'fixtures', 'real-a-2020-h1.csv.gz');

/** Unzips the real export to `path`; its notices are counted as the import reads them. */
export async function writeRealBodaccCsv(path: string): Promise<{ rows: number; bytes: number }> {
  await pipeline(createReadStream(REAL_BODACC_GZ), createGunzip(), createWriteStream(path));
  let rows = 0;
  for await (const record of readCsvRecords(path, { delimiter: ';' })) {
    if (record) rows += 1;
  }
  return { rows, bytes: statSync(path).size };
}
