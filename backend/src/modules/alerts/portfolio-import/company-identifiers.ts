/** CONTRACT §8.4: a line of a portfolio as a SIREN, or why it is none. Pure. */

export type InvalidReason = 'empty' | 'not_a_number' | 'wrong_length' | 'checksum';

export type IdentifierCheck = { siren: string } | { reason: InvalidReason };

/** La Poste's SIRETs break the Luhn rule: the sum of their digits is a multiple of 5. */
const LA_POSTE = '356000000';

/** The Luhn check of INSEE's numbers: every second digit from the right doubled. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const sumOfDigits = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

/**
 * A cell as a SIREN: 9 digits passing the Luhn check, or a SIRET (14 digits, its own check)
 * giving its first 9; spaces, dots, dashes and non-breaking spaces between digits are ignored.
 */
export function sirenOfCell(cell: string): IdentifierCheck {
  const compact = cell.replace(/[\s.\-\u00a0\u202f]/g, '');
  if (!compact) return { reason: 'empty' };
  if (!/^\d+$/.test(compact)) return { reason: 'not_a_number' };
  if (compact.length === 9)
    return passesLuhn(compact) ? { siren: compact } : { reason: 'checksum' };
  if (compact.length !== 14) return { reason: 'wrong_length' };
  const siren = compact.slice(0, 9);
  const valid =
    siren === LA_POSTE ? sumOfDigits(compact) % 5 === 0 : passesLuhn(compact) && passesLuhn(siren);
  return valid ? { siren } : { reason: 'checksum' };
}

const HEADER = /^(n°|no|num(ero)?)?\s*(siren|siret)\b/i;

/** Whether a first row names its columns: one of its cells reads "SIREN" or "SIRET". */
export const identifierColumnOfHeader = (cells: string[]): number =>
  cells.findIndex((cell) => HEADER.test(cell.trim()));

/**
 * The column holding the identifiers when no header names it: the one with the most cells
 * that read as a SIREN among these first rows (the first column when none does).
 */
export function identifierColumnOfContent(rows: string[][]): number {
  const width = Math.max(0, ...rows.map((row) => row.length));
  let best = 0;
  let bestCount = 0;
  for (let column = 0; column < width; column += 1) {
    const count = rows.filter((row) => 'siren' in sirenOfCell(row[column] ?? '')).length;
    if (count > bestCount) [best, bestCount] = [column, count];
  }
  return best;
}
