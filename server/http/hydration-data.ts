/**
 * A page's scripts asked for apart from the page (docs/decisions/0059): the deferred loader
 * (app/defer-hydration.server.ts) fetches the page's own URL with this header once the page is
 * shown, and gets the JSON it would otherwise have carried. The response cache keeps that
 * answer beside the page's and answers both with `Vary` naming the header.
 */
export const HYDRATION_DATA_HEADER = 'x-hydration-data';

/** Accepts header values as Node or the Fetch API give them. */
export const asksHydrationData = (value: string | string[] | null | undefined) =>
  (Array.isArray(value) ? value[0] : value) === '1';
