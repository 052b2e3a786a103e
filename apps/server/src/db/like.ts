/** A LIKE pattern that finds the search text anywhere, its own % and _ taken literally. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
