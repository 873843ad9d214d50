import { z } from 'zod';

/** Validation of spec §5; messages are keys of the ingestion namespace. */
const POSITIVE_INT = /^[1-9]\d*$/;

const optionalPositiveInt = z
  .string()
  .trim()
  .refine((value) => value === '' || POSITIVE_INT.test(value), 'validation.positiveInteger');

export const ingestSchema = z
  .object({
    csvFilePath: z.string().trim(),
    csvFile: z.custom<File | null>((value) => value === null || value instanceof File),
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
  .refine((values) => !values.csvFile || /\.csv$/i.test(values.csvFile.name), {
    message: 'validation.csvOnly',
    path: ['csvFile'],
    when: () => true,
  });

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

export const bodaccImportSchema = z.object({
  filePath: z.string().trim(),
  batchSize: optionalPositiveInt,
  limit: optionalPositiveInt,
  resume: z.boolean(),
});

export type BodaccImportValues = z.infer<typeof bodaccImportSchema>;

export const bodaccImportDefaults: BodaccImportValues = {
  filePath: '',
  batchSize: '1000',
  limit: '',
  resume: false,
};

/** Integers sent as numbers, empty values omitted (spec §5 "BODACC import"). */
export function toBodaccImportInput(values: BodaccImportValues) {
  return {
    ...(values.filePath.trim() ? { filePath: values.filePath.trim() } : {}),
    ...(values.batchSize.trim() ? { batchSize: Number(values.batchSize) } : {}),
    ...(values.limit.trim() ? { limit: Number(values.limit) } : {}),
    resume: values.resume,
  };
}
