import { describe, expect, it } from 'vitest';
import {
  documentKind,
  fileSize,
  notePreview,
  notesCellState,
  sortDocuments,
} from './favorite-format';

const fileOf = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('favorite formats', () => {
  it('gives the notes cell its three states', () => {
    expect(notesCellState({ written_notes: '', hasEnrichedData: false })).toEqual({
      kind: 'empty',
    });
    expect(notesCellState({ written_notes: '   ', hasEnrichedData: false })).toEqual({
      kind: 'empty',
    });
    expect(notesCellState({ written_notes: 'Appeler', hasEnrichedData: true })).toEqual({
      kind: 'enriched',
    });
    expect(
      notesCellState({ written_notes: '{"enriched": false}', hasEnrichedData: false }),
    ).toEqual({ kind: 'text', text: '{"enriched": false}' });
    expect(notesCellState({ written_notes: 'Rappeler lundi', hasEnrichedData: false })).toEqual({
      kind: 'text',
      text: 'Rappeler lundi',
    });
  });

  it('previews notes on 50 characters followed by ...', () => {
    expect(notePreview('Court')).toBe('Court');
    expect(notePreview('a'.repeat(50))).toBe('a'.repeat(50));
    expect(notePreview('é'.repeat(51))).toBe(`${'é'.repeat(50)}...`);
  });

  it('sizes files in steps of 1024 with at most 2 decimals', () => {
    expect(fileSize(0)).toEqual({ value: 0, unit: 'bytes' });
    expect(fileSize(1023)).toEqual({ value: 1023, unit: 'bytes' });
    expect(fileSize(1024)).toEqual({ value: 1, unit: 'kb' });
    expect(fileSize(1536)).toEqual({ value: 1.5, unit: 'kb' });
    expect(fileSize(1234567)).toEqual({ value: 1.18, unit: 'mb' });
    expect(fileSize(10 * 1024 * 1024)).toEqual({ value: 10, unit: 'mb' });
    expect(fileSize(3 * 1024 ** 3 + 1024 ** 3 / 3)).toEqual({ value: 3.33, unit: 'gb' });
  });

  it('drops files of another type or over 10 MB, saying why', () => {
    const { accepted, rejected } = sortDocuments([
      fileOf('bilan.PDF', 2000),
      fileOf('photo.jpeg', 10 * 1024 * 1024),
      fileOf('setup.exe', 10),
      fileOf('sans-extension', 10),
      fileOf('scan.png', 10 * 1024 * 1024 + 1),
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['bilan.PDF', 'photo.jpeg']);
    expect(rejected).toEqual([
      { name: 'setup.exe', reason: 'type' },
      { name: 'sans-extension', reason: 'type' },
      { name: 'scan.png', reason: 'size' },
    ]);
  });

  it('picks an icon family by MIME type', () => {
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('image/png')).toBe('image');
    expect(documentKind('application/msword')).toBe('word');
    expect(documentKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'sheet',
    );
    expect(documentKind('text/csv')).toBe('sheet');
    expect(documentKind('application/vnd.rar')).toBe('archive');
    expect(documentKind('application/octet-stream')).toBe('other');
  });
});
