import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { loadAppConfig } from './app.config';
import { Env, readInt, readString } from './env';

export function loadIngestionConfig(env: Env) {
  const { ingestDir } = loadAppConfig(env);
  return {
    ingestDir,
    /** Default file of the BODACC import; must lie inside INGEST_DIR like any server path. */
    bodaccCsvPath: resolve(readString(env, 'BODACC_CSV_PATH', resolve(ingestDir, 'bodacc.csv'))),
    /** Uploaded analyzer CSV files are stored here under generated names. */
    uploadDir: resolve(ingestDir, 'uploads'),
    /** Largest accepted analyzer CSV upload, in megabytes. */
    maxUploadMb: readInt(env, 'INGEST_MAX_UPLOAD_MB', 512, 1, 100_000),
    /** Longest CSV row a job reads, in KiB of text; a longer one is logged and skipped. */
    maxRowKb: readInt(env, 'INGEST_MAX_ROW_KB', 1024, 1, 1_000_000),
    /** Most JSON values the JSON cells of one CSV row may hold; a denser row is logged and skipped. */
    maxJsonNodes: readInt(env, 'INGEST_MAX_JSON_NODES', 10_000, 1, 1_000_000_000),
  };
}

export const ingestionConfig = registerAs('ingestion', () => loadIngestionConfig(process.env));
