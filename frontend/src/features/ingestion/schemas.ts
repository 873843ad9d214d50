import { z } from 'zod';
import type { BodaccImportInput } from './types';

/** Validation of spec §5; messages are keys of the ingestion namespace. */
const POSITIVE_INT = /^[1-9]\d*$/;

const optionalPositiveInt = z
  .string()
  .trim()
  .refine((value) => value === '' || POSITIVE_INT.test(value), 'validation.positiveInteger');

const csvFile = z.custom<File | null>((value) => value === null || value instanceof File);

/** A chosen file must be a .csv (the server refuses any other with 415). */
const isCsvOrNone = (values: { csvFile: File | null }) =>
  !values.csvFile || /\.csv$/i.test(values.csvFile.name);
const CSV_ONLY = { message: 'validation.csvOnly', path: ['csvFile'], when: () => true };

export const ingestSchema = z
  .object({
    csvFilePath: z.string().trim(),
    csvFile,
    targetUserId: z
      .string()
      .trim()
      .min(1, 'validation.targetUserRequired')
      .refine((value) => value === '' || POSITIVE_INT.test(value), 'validation.targetUserInvalid'),
    batchSize: optionalPositiveInt,
    rowLimit: optionalPositiveInt,
    resume: z.boolean(),
  })
  .refine((values) => values.csvFilePath !== '' || values.csvFile !== null, {
    message: 'validation.sourceRequired',
    path: ['csvFilePath'],
    // Shown together with the other fields' messages, not only once they are valid.
    when: () => true,
  })
  .refine(isCsvOrNone, CSV_ONLY);

export type IngestValues = z.infer<typeof ingestSchema>;

export const ingestDefaults: IngestValues = {
  csvFilePath: '',
  csvFile: null,
  targetUserId: '',
  batchSize: '',
  rowLimit: '',
  resume: false,
};

/** The multipart body of the start call: one source, empty numbers left out (spec §5, §9). */
export function toIngestForm(values: IngestValues): FormData {
  const form = new FormData();
  if (values.csvFile) form.append('csvFile', values.csvFile);
  else form.append('csvFilePath', values.csvFilePath.trim());
  form.append('targetUserId', values.targetUserId.trim());
  if (values.batchSize.trim()) form.append('batchSize', values.batchSize.trim());
  if (values.rowLimit.trim()) form.append('rowLimit', values.rowLimit.trim());
  form.append('resume', String(values.resume));
  return form;
}

export const bodaccImportSchema = z
  .object({
    filePath: z.string().trim(),
    csvFile,
    batchSize: optionalPositiveInt,
    limit: optionalPositiveInt,
    resume: z.boolean(),
  })
  .refine(isCsvOrNone, CSV_ONLY);

export type BodaccImportValues = z.infer<typeof bodaccImportSchema>;

export const bodaccImportDefaults: BodaccImportValues = {
  filePath: '',
  csvFile: null,
  batchSize: '1000',
  limit: '',
  resume: false,
};

/**
 * Integers sent as numbers, empty values omitted (spec §5 "BODACC import"); with a chosen file,
 * a multipart body carrying it instead of the path.
 */
export function toBodaccImportInput(values: BodaccImportValues): BodaccImportInput | FormData {
  const settings = {
    ...(values.batchSize.trim() ? { batchSize: Number(values.batchSize) } : {}),
    ...(values.limit.trim() ? { limit: Number(values.limit) } : {}),
    resume: values.resume,
  };
  if (!values.csvFile) {
    return { ...(values.filePath.trim() ? { filePath: values.filePath.trim() } : {}), ...settings };
  }
  const form = new FormData();
  form.append('csvFile', values.csvFile);
  for (const [name, value] of Object.entries(settings)) form.append(name, String(value));
  return form;
}
