import { cleanOriginalName, detectDocumentType } from './document-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('detectDocumentType', () => {
  it.each([
    ['a.pdf', bytes('%PDF-1.4\n'), 'application/pdf'],
    ['a.JPG', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a.png', bytes(0x89, 'PNG\r\n', 0x1a, '\n'), 'image/png'],
    ['a.gif', bytes('GIF89a'), 'image/gif'],
    ['a.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/msword'],
    ['a.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/vnd.ms-excel'],
    [
      'a.xlsx',
      bytes('PK\x03\x04', 'xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['a.zip', bytes('PK\x05\x06'), 'application/zip'],
    ['a.rar', bytes('Rar!\x1a\x07\x01\x00'), 'application/vnd.rar'],
    ['a.csv', Buffer.from('a;b\r\né;è\r\n'), 'text/csv'],
  ])('recognises %s', (name, head, mime) => {
    expect(detectDocumentType(name, head)).toBe(mime);
  });

  it.each([
    ['an ELF executable named .pdf', 'a.pdf', bytes(0x7f, 'ELF', 2, 1)],
    ['a script named .pdf', 'a.pdf', Buffer.from('#!/bin/sh\n')],
    ['a PNG named .jpg', 'a.jpg', bytes(0x89, 'PNG\r\n', 0x1a, '\n')],
    ['a plain zip named .docx', 'a.docx', bytes('PK\x03\x04', 'other/file.txt')],
    ['binary named .csv', 'a.csv', bytes('a', 0, 'b')],
    ['an empty csv', 'a.csv', Buffer.alloc(0)],
    ['an extension not allowed', 'a.exe', bytes('MZ')],
    ['no extension', 'pdf', bytes('%PDF-')],
  ])('refuses %s', (_case, name, head) => {
    expect(detectDocumentType(name, head)).toBeNull();
  });
});

describe('cleanOriginalName', () => {
  it('keeps the base name without control characters', () => {
    expect(cleanOriginalName('../../etc/Relevé\r\n "été".pdf')).toBe('Relevé "été".pdf');
    expect(cleanOriginalName('C:\\Users\\x\\doc.pdf')).toBe('doc.pdf');
    expect(cleanOriginalName('')).toBe('document');
  });

  it('shortens long names but keeps the extension', () => {
    const name = cleanOriginalName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
