/** PostgreSQL error codes the services act on (the same on PGlite). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT refuses with restrict_violation, NO ACTION with foreign_key_violation. */
export const STILL_REFERENCED = ['23001', FOREIGN_KEY_VIOLATION];

/** Whether PostgreSQL refused with `code`, however deep the driver wrapped its error. */
export const hasCode = (err: unknown, code: string): boolean => {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
};
