/**
 * Lets the first paint go first (docs/decisions/0006). React Router puts a modulepreload link
 * for every module of the page in <head>, so on a slow phone connection ~130 KB of JavaScript
 * competes with the HTML, the CSS and the hero image before anything is shown. The page is
 * complete without JavaScript (server-rendered, forms post without it), so the JavaScript can
 * wait one frame: this moves the preloads and React Router's module script into a small
 * script that adds them right after the first paint, in the same order and all at once.
 */
// Attributes in any order: React puts the CSP nonce first on scripts and last on links.
const MODULEPRELOAD = /<link(?=[^>]* rel="modulepreload")[^>]* href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script(?=[^>]* type="module")[^>]*>([\s\S]*?)<\/script>/;
const HOLDER_ID = 'rr-hydrate';

const loader = (hrefs: string[]) =>
  // The second frame callback runs once the first frame has been put on screen.
  `<script>requestAnimationFrame(function(){requestAnimationFrame(function(){` +
  `var d=document,h=d.head;${JSON.stringify(hrefs)}.forEach(function(u){` +
  `var l=d.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});` +
  `var s=d.createElement("script");s.type="module";` +
  `s.textContent=d.getElementById("${HOLDER_ID}").textContent;d.body.appendChild(s)})})</script>`;

export function deferHydration(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const hrefs = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1] ?? '');
  return html.replace(MODULEPRELOAD, '').replace(
    MODULE_SCRIPT,
    // Inert until the loader copies it into a real module script.
    () => `<script type="text/plain" id="${HOLDER_ID}">${module[1] ?? ''}</script>${loader(hrefs)}`,
  );
}
