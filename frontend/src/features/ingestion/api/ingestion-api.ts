import { api, type ApiSchemas } from '../../../shared/api';
import type { paths } from '../../../shared/api/generated/api-schema';
import type { BodaccImportInput, DataJobs, IngestStatus, JobRun } from '../types';

/** The multipart body of a POST route, as the backend documents it. */
type MultipartBody<P extends keyof paths> = paths[P]['post'] extends {
  requestBody?: { content: { 'multipart/form-data': infer Body } };
}
  ? Body
  : never;

/**
 * A multipart body the form built as FormData (its zod schema checks the fields; the schema
 * types a file part as a string), sent as it is.
 */
const formBody = <P extends keyof paths>(form: FormData) => form as unknown as MultipartBody<P>;

export const ingestionApi = {
  startAnalyzerIngest: (form: FormData) =>
    api.post('/api/admin/analyzer-ingest/start', {
      body: formBody<'/api/admin/analyzer-ingest/start'>(form),
    }),
  stopAnalyzerIngest: (processId?: string | null) =>
    api.post('/api/admin/analyzer-ingest/stop', { body: processId ? { processId } : {} }),
  analyzerIngestStatus: (): Promise<IngestStatus> => api.get('/api/admin/analyzer-ingest/status'),
  /** JSON, or multipart when the export itself is uploaded. */
  startBodaccImport: (input: BodaccImportInput | FormData) =>
    api.post('/api/admin/ingest/bodacc-csv', {
      body: input instanceof FormData ? formBody<'/api/admin/ingest/bodacc-csv'>(input) : input,
    }),
  dataJobs: (): Promise<DataJobs> => api.get('/api/admin/data-jobs'),
  /** The server's defaults (the generated type requires the defaulted batchSize). */
  startTransfer: () =>
    api.post('/api/admin/transfer/bodacc-to-analyzer', {
      body: {} as ApiSchemas['StartTransferDto'],
    }),
  job: (processId: string): Promise<JobRun> =>
    api.get('/api/admin/jobs/{processId}', { params: { path: { processId } } }),
};

export const ingestionKeys = {
  all: ['ingestion'] as const,
  analyzerStatus: () => [...ingestionKeys.all, 'analyzer-status'] as const,
  job: (processId: string) => [...ingestionKeys.all, 'job', processId] as const,
  dataJobs: () => [...ingestionKeys.all, 'data-jobs'] as const,
};
