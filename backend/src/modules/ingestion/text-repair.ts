// Windows-1252 characters of bytes 0x80–0x9F, which mojibake turns UTF-8 bytes into.
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** UTF-8 read as Latin-1/Windows-1252: "Ã©", "Ã´", "â€™" and the like. */
const MOJIBAKE = /[ÃÂ][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]|â€/;

/** Repairs UTF-8 text that was decoded as Windows-1252, only when the pattern is detected. */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0xff) bytes.push(code);
    else if (CP1252_EXTRA[char] !== undefined) bytes.push(CP1252_EXTRA[char]);
    else return text; // not a pure mojibake string: leave it alone
  }
  const decoded = Buffer.from(bytes).toString('utf8');
  return decoded.includes('\ufffd') ? text : decoded;
}

/**
 * repairMojibake applied to every string inside a parsed JSON value. What holds nothing to repair
 * is returned as it is, not copied: most notices have none, and copying them all was a tenth of
 * the history's mapping time and most of its garbage.
 */
export function repairDeep<T>(value: T): T {
  if (typeof value === 'string') return repairMojibake(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const repaired = repairDeep(item);
      if (repaired !== item) (copy ??= [...value])[index] = repaired;
    });
    return (copy ?? value) as T;
  }
  if (value && typeof value === 'object') {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const repaired = repairDeep(item);
      if (repaired !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = repaired;
    }
    return (copy ?? value) as T;
  }
  return value;
}
