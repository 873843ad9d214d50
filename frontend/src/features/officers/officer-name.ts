/** What the server accepts as a name to search: two letters or digits in a row, at most 100. */
export const isSearchableName = (name: string): boolean =>
  name.trim().length <= 100 && /[\p{L}\p{N}]{2}/u.test(name);

/** The officers page for a name. */
export const officersPath = (name: string) => `/officers?${new URLSearchParams({ name })}`;
