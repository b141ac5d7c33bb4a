/**
 * The attribute (Element Timing's) that marks a picture meant for the first screen
 * (`MediaImage`'s `priority`). Where the browser reports when such a picture is painted, the
 * hydration loader (defer-hydration.server.ts) also waits until every one of them in the
 * viewport has been: the stylesheet and the page's scripts then come after the largest picture,
 * not beside it on a slow link.
 */
export const PAINT_TIMED = 'elementtiming';
