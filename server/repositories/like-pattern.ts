/** A LIKE/ILIKE pattern that finds `text` anywhere in a value, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
