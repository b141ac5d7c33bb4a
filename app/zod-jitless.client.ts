/**
 * Zod probes for eval (`Function('')`) before compiling a fast parser; the site's
 * Content-Security-Policy forbids eval, and each refused probe is reported as a violation. The
 * browser parses a few small forms: the interpreter is plenty. Zod reads its settings from this
 * global (zod/v4/core), so it is set before any route module loads zod, without putting zod
 * itself on every page. A `.client` module: the server keeps zod's compiled parsers.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
