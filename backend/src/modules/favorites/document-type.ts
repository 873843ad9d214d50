/**
 * The allowed document types (spec §5) recognised from their first bytes, so that a file is
 * accepted only when its content matches its name (an executable renamed .pdf is refused).
 */
interface DocumentType {
  mimeType: string;
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, ...signatures: (string | number[])[]) =>
  signatures.some((signature) => {
    const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
    return head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);
  });

const ZIP = ['PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08'];
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];

/** Office Open XML is a zip whose entries name its kind (word/ or xl/) near the start. */
const isOfficeZip = (head: Buffer, folder: string) =>
  startsWith(head, ZIP[0]) &&
  (head.includes(`${folder}/`, 0, 'latin1') || head.includes('[Content_Types].xml', 0, 'latin1'));

/** Text: no NUL or other control bytes besides tab, line feed, carriage return, form feed. */
const isText = (head: Buffer) =>
  !head.some((byte) => (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) || byte === 0x7f);

const TYPES: Record<string, DocumentType> = {
  pdf: { mimeType: 'application/pdf', matches: (h) => startsWith(h, '%PDF-') },
  jpg: { mimeType: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  jpeg: { mimeType: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  png: {
    mimeType: 'image/png',
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: { mimeType: 'image/gif', matches: (h) => startsWith(h, 'GIF87a', 'GIF89a') },
  doc: { mimeType: 'application/msword', matches: (h) => startsWith(h, ...OLE2) },
  xls: { mimeType: 'application/vnd.ms-excel', matches: (h) => startsWith(h, ...OLE2) },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (h) => isOfficeZip(h, 'word'),
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: (h) => isOfficeZip(h, 'xl'),
  },
  zip: { mimeType: 'application/zip', matches: (h) => startsWith(h, ...ZIP) },
  rar: {
    mimeType: 'application/vnd.rar',
    matches: (h) => startsWith(h, 'Rar!\x1a\x07\x00', 'Rar!\x1a\x07\x01\x00'),
  },
  csv: { mimeType: 'text/csv', matches: (h) => h.length > 0 && isText(h) },
};

/** How many leading bytes `detectDocumentType` needs. */
export const DOCUMENT_HEAD_BYTES = 8192;

export const ALLOWED_EXTENSIONS = Object.keys(TYPES);

/** The MIME type to store, or null when the name's extension is not allowed or the content differs. */
export function detectDocumentType(originalName: string, head: Buffer): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(originalName)?.[1].toLowerCase();
  const type = extension ? TYPES[extension] : undefined;
  return type && type.matches(head) ? type.mimeType : null;
}

/** A name safe to keep and show: no path, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned) return 'document';
  if (cleaned.length <= 255) return cleaned;
  const extension = /\.[a-z0-9]{1,10}$/i.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, 255 - extension.length) + extension;
}
