/**
 * CONTRACT §4.4: a list's total is exact up to this many matches; past it the server says only
 * that there are more (`totalIsExact: false`), and the screens say "plus de 10 000".
 */
export const EXACT_TOTAL_LIMIT = 10_000;
