export type NotesCellState =
  { kind: 'empty' } | { kind: 'enriched' } | { kind: 'text'; text: string };

/**
 * The favorites list's notes cell (spec §2): 'add notes', 'has enriched data' or the text.
 * The server reads the stored notes; nothing here parses them.
 */
export function notesCellState(favorite: {
  hasEnrichedData: boolean;
  written_notes: string;
}): NotesCellState {
  if (favorite.hasEnrichedData) return { kind: 'enriched' };
  const text = favorite.written_notes.trim();
  return text ? { kind: 'text', text } : { kind: 'empty' };
}

export const NOTE_PREVIEW_LENGTH = 50;

/** Spec §9: the detail page shows the first 50 characters followed by '...'. */
export function notePreview(text: string, length = NOTE_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export const FILE_SIZE_UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** Spec §9: steps of 1024, at most 2 decimals; the unit is translated by the caller. */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit } {
  if (!Number.isFinite(bytes) || bytes <= 0) return { value: 0, unit: 'bytes' };
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  return { value: Math.round((bytes / 1024 ** step) * 100) / 100, unit: FILE_SIZE_UNITS[step] };
}

/** Spec §5: the types and size a document may have. */
export const ALLOWED_DOCUMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'zip',
  'rar',
] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = ALLOWED_DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type RejectionReason = 'type' | 'size';
export interface RejectedFile {
  name: string;
  reason: RejectionReason;
}

/** Splits picked or dropped files into the ones to upload and the ones dropped, with why. */
export function sortDocuments(files: readonly File[]): {
  accepted: File[];
  rejected: RejectedFile[];
} {
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1].toLowerCase() ?? '';
    if (!(ALLOWED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      rejected.push({ name: file.name, reason: 'type' });
    } else if (file.size > MAX_DOCUMENT_BYTES) {
      rejected.push({ name: file.name, reason: 'size' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

export type DocumentKind = 'pdf' | 'image' | 'word' | 'sheet' | 'archive' | 'other';

/** The icon family of a document, from its MIME type. */
export function documentKind(mimeType: string): DocumentKind {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.includes('word')) return 'word';
  if (mimeType.includes('sheet') || mimeType.includes('excel') || mimeType === 'text/csv')
    return 'sheet';
  if (mimeType.includes('zip') || mimeType.includes('rar')) return 'archive';
  return 'other';
}
