import { TransformFnParams } from 'class-transformer';
import { Matches } from 'class-validator';

/**
 * Control (Cc) and invisible format (Cf: zero-width spaces and joiners, BOM, bidi controls,
 * soft hyphen) characters: they make an address or a name look like another one.
 */
const FREE_OF_INVISIBLE_OR_CONTROL = /^[^\p{Cc}\p{Cf}]*$/u;

/** NFKC folds fullwidth and compatibility forms ("ａｄｍｉｎ＠…") and composes accents. */
export const toCanonicalEmail = (email: string): string =>
  email.normalize('NFKC').trim().toLowerCase();

export const normalizeEmail = ({ value }: TransformFnParams) =>
  typeof value === 'string' ? toCanonicalEmail(value) : value;

/** Names keep their letters as typed, in one composition (NFC), so "é" is always one character. */
export const normalizeName = ({ value }: TransformFnParams) =>
  typeof value === 'string' ? value.normalize('NFC').trim() : value;

/** Refuses invisible and control characters with a message naming the field. */
export const HasNoInvisibleCharacters = (label: string) =>
  Matches(FREE_OF_INVISIBLE_OR_CONTROL, {
    message: `${label} must not contain invisible or control characters`,
  });
