const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

const isJsonWhitespace = (code: number) =>
  code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** What parsing a JSON text may cost at most: how deep it nests, how many values it holds. */
export interface JsonLimits {
  maxDepth: number;
  maxNodes: number;
}

/** The shape of a JSON text, or the first limit it passes (counting stops there). */
export type JsonShape =
  { exceeds: null; depth: number; nodes: number } | { exceeds: 'depth' | 'nodes' };

/**
 * Measures JSON text (a string, or UTF-8 bytes) in one pass before any parsing: its depth
 * (arrays and objects) and its nodes, every value once: object, array, string, number, literal,
 * object keys aside. For valid JSON, nodes = 1 + commas + non-empty containers, all outside
 * strings; brackets and commas inside strings do not count. ASCII never occurs inside a
 * multi-byte UTF-8 character nor as half of a UTF-16 surrogate pair, so the count is exact.
 * Invalid JSON gets a number too, which JSON.parse then refuses anyway.
 */
export function measureJson(json: string | Uint8Array, limits: JsonLimits): JsonShape {
  const codeAt =
    typeof json === 'string' ? (i: number) => json.charCodeAt(i) : (i: number) => json[i];
  let depth = 0;
  let maxDepthSeen = 0;
  let nodes = 1; // the top-level value
  let isInString = false;
  let isJustOpened = false; // a container's first element is a node; there are no commas before it
  for (let i = 0; i < json.length; i++) {
    const code = codeAt(i);
    if (isInString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) isInString = false;
      continue;
    }
    if (isJsonWhitespace(code)) continue;
    const isClosing = code === CLOSE_BRACKET || code === CLOSE_BRACE;
    if ((isJustOpened && !isClosing) || code === COMMA) {
      if (++nodes > limits.maxNodes) return { exceeds: 'nodes' };
    }
    isJustOpened = false;
    if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limits.maxDepth) return { exceeds: 'depth' };
      maxDepthSeen = Math.max(maxDepthSeen, depth);
      isJustOpened = true;
    } else if (isClosing) {
      depth--;
    }
  }
  return { exceeds: null, depth: maxDepthSeen, nodes };
}

/**
 * Whether UTF-8 JSON nests arrays and objects deeper than `maxDepth`, found by one pass over the
 * bytes before any parsing (brackets inside strings do not count).
 */
export function exceedsJsonDepth(bytes: Uint8Array, maxDepth: number): boolean {
  return measureJson(bytes, { maxDepth, maxNodes: Infinity }).exceeds === 'depth';
}
