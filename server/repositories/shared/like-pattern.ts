/** `text` for a LIKE/ILIKE pattern, its `%`, `_` and `\` taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern that finds `text` anywhere in a value. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
