import { createReadStream } from 'node:fs';

/**
 * One physical line of a text file: its number, its length in characters and its number of
 * double quotes; `text` is null when the line is longer than the bound (its text was dropped).
 */
export interface BoundedLine {
  no: number;
  text: string | null;
  size: number;
  quotes: number;
}

const countQuotes = (text: string) => {
  let count = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) count += 1;
  return count;
};

/**
 * Streams the lines of a UTF-8 file ('\n' or '\r\n'), never holding more than `maxChars` of one
 * line: past that, the line's text is dropped as it arrives and only its length and quotes are
 * counted, so a file of one huge line costs no more memory than a normal one.
 */
export async function* readBoundedLines(
  path: string,
  maxChars: number,
): AsyncGenerator<BoundedLine, void, undefined> {
  const input = createReadStream(path, { encoding: 'utf8' });
  let parts: string[] = [];
  let size = 0;
  let quotes = 0;
  let isTooLong = false;
  let endsWithCr = false;
  let no = 0;

  const append = (piece: string) => {
    size += piece.length;
    quotes += countQuotes(piece);
    if (piece) endsWithCr = piece.endsWith('\r');
    if (isTooLong) return;
    if (size > maxChars) {
      isTooLong = true;
      parts = [];
    } else if (piece) parts.push(piece);
  };
  const take = (): BoundedLine => {
    no += 1;
    const length = endsWithCr ? size - 1 : size;
    const text = isTooLong ? null : parts.join('').slice(0, length);
    const line = { no, text, size: length, quotes };
    parts = [];
    size = 0;
    quotes = 0;
    isTooLong = false;
    endsWithCr = false;
    return line;
  };

  try {
    for await (const chunk of input) {
      const text = chunk as string;
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        append(text.slice(start, end));
        yield take();
        start = end + 1;
      }
      append(text.slice(start));
    }
    if (size > 0) yield take();
  } finally {
    input.destroy();
  }
}
