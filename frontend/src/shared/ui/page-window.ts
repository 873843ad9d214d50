/** Spec §9: up to 5 page numbers at a time. */
export const PAGE_WINDOW = 5;

/** At most `size` page numbers around the current page, always inside 1..totalPages. */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
