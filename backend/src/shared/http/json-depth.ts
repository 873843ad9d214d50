const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether UTF-8 JSON nests arrays and objects deeper than `maxDepth`, found by one pass over the
 * bytes before any parsing (brackets inside strings do not count). In UTF-8 these ASCII bytes never
 * occur inside a multi-byte character, so the count is exact.
 */
export function exceedsJsonDepth(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (isInString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) isInString = false;
    } else if (byte === QUOTE) {
      isInString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}
