import { describe, expect, it } from 'vitest';
import {
  bodaccImportDefaults,
  bodaccImportSchema,
  ingestDefaults,
  ingestSchema,
  toBodaccImportInput,
  toIngestForm,
} from './schemas';

const messages = (values: unknown) => {
  const result = ingestSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ingestion form rules (spec §5)', () => {
  it('needs a CSV path or an uploaded file, and a target user', () => {
    expect(messages(ingestDefaults)).toEqual({
      csvFilePath: 'validation.sourceRequired',
      targetUserId: 'validation.targetUserRequired',
    });
  });

  it('accepts a server path or a .csv upload, and refuses another file type', () => {
    expect(messages({ ...ingestDefaults, csvFilePath: 'a.csv', targetUserId: '3' })).toEqual({});
    const csv = new File(['annonce_id\n1'], 'records.csv', { type: 'text/csv' });
    expect(messages({ ...ingestDefaults, csvFile: csv, targetUserId: '3' })).toEqual({});
    const pdf = new File(['%PDF'], 'records.pdf');
    expect(messages({ ...ingestDefaults, csvFile: pdf, targetUserId: '3' })).toEqual({
      csvFile: 'validation.csvOnly',
    });
  });

  it('takes whole positive numbers only, and leaves batch size and row limit optional', () => {
    expect(
      messages({
        ...ingestDefaults,
        csvFilePath: 'a.csv',
        targetUserId: 'x',
        batchSize: '0',
        rowLimit: '1.5',
      }),
    ).toEqual({
      targetUserId: 'validation.targetUserInvalid',
      batchSize: 'validation.positiveInteger',
      rowLimit: 'validation.positiveInteger',
    });
  });

  it('sends one source and leaves empty numbers out', () => {
    const csv = new File(['x'], 'records.csv');
    const form = toIngestForm({
      ...ingestDefaults,
      csvFile: csv,
      csvFilePath: 'ignored.csv',
      targetUserId: ' 7 ',
      rowLimit: '50',
    });
    expect([...form.keys()]).toEqual(['csvFile', 'targetUserId', 'rowLimit', 'resume']);
    expect(form.get('targetUserId')).toBe('7');
    expect(form.get('resume')).toBe('false');
  });

  it('sends the BODACC import numbers as integers and omits empty values', () => {
    expect(toBodaccImportInput(bodaccImportDefaults)).toEqual({ batchSize: 1000, resume: false });
    expect(
      toBodaccImportInput({
        filePath: ' b.csv ',
        csvFile: null,
        batchSize: '',
        limit: '20',
        resume: true,
      }),
    ).toEqual({ filePath: 'b.csv', limit: 20, resume: true });
  });

  it('uploads a chosen export in a multipart body, instead of the path', () => {
    const csv = new File(['id;dateparution'], 'export.csv');
    const body = toBodaccImportInput({
      ...bodaccImportDefaults,
      filePath: 'ignored.csv',
      csvFile: csv,
      limit: '20',
    });
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect([...body.keys()]).toEqual(['csvFile', 'batchSize', 'limit', 'resume']);
    expect(body.get('csvFile')).toBeInstanceOf(File);
    expect(body.get('limit')).toBe('20');
  });

  it('refuses a chosen file that is not a .csv for the BODACC import', () => {
    const result = bodaccImportSchema.safeParse({
      ...bodaccImportDefaults,
      csvFile: new File(['x'], 'export.xlsx'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['csvFile', 'validation.csvOnly'],
    ]);
  });
});
