import { http, type ApiSchemas } from '../../../shared/api';
import type { BodaccImportInput, DataJobs, IngestStatus, JobRun } from '../types';

type Started = ApiSchemas['StartedJobResponse'];

export const ingestionApi = {
  startAnalyzerIngest: (form: FormData) => http.post<Started>('/admin/analyzer-ingest/start', form),
  stopAnalyzerIngest: (processId?: string | null) =>
    http.post<ApiSchemas['StoppedJobsResponse']>(
      '/admin/analyzer-ingest/stop',
      processId ? { processId } : {},
    ),
  analyzerIngestStatus: () => http.get<IngestStatus>('/admin/analyzer-ingest/status'),
  /** JSON, or multipart when the export itself is uploaded. */
  startBodaccImport: (input: BodaccImportInput | FormData) =>
    http.post<Started>('/admin/ingest/bodacc-csv', input),
  dataJobs: () => http.get<DataJobs>('/admin/data-jobs'),
  startTransfer: () => http.post<Started>('/admin/transfer/bodacc-to-analyzer'),
  job: (processId: string) => http.get<JobRun>(`/admin/jobs/${encodeURIComponent(processId)}`),
};

export const ingestionKeys = {
  all: ['ingestion'] as const,
  analyzerStatus: () => [...ingestionKeys.all, 'analyzer-status'] as const,
  job: (processId: string) => [...ingestionKeys.all, 'job', processId] as const,
  dataJobs: () => [...ingestionKeys.all, 'data-jobs'] as const,
};
