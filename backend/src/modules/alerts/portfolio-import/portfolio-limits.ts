/** The lines one portfolio import reads at most (a plan's largest portfolio, with room). */
export const MAX_IMPORT_LINES = 20_000;

/** The largest portfolio file accepted. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
