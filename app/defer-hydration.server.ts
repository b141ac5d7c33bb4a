/**
 * Lets the first paint go first (docs/decisions/0006), with one script the policy trusts by a
 * hash known before any page is rendered (docs/decisions/0011).
 *
 * React Router puts a modulepreload link for every module of the page in <head>, so on a slow
 * phone connection ~110 kB of JavaScript (as sent, brotli) competes with the HTML, the CSS and the hero image
 * before anything is shown. The page is complete without JavaScript (server-rendered, forms
 * post without it), so the JavaScript can wait one frame. This takes the preloads and every
 * inline script this render wrote (those carrying its nonce: React Router's context, its stream
 * of loader data, the scroll restoration and the module script) out of the page, and keeps them
 * as inert JSON for a constant loader that runs them in the same order: the classic scripts
 * once the document is parsed, the preloads and the modules right after the first paint.
 *
 * Why this shape:
 * - The loader's text never changes, so its sha256 is computed once, here, and is the one hash
 *   a page's policy lists. A cached copy of a page (which cannot carry a nonce, 0011) runs on
 *   it; nothing in the HTML is ever hashed to be allowed, so a script that got into a page any
 *   other way (stored content the sanitiser missed) is refused by the browser.
 * - Only scripts and preloads with this render's nonce are moved: content is stored before the
 *   render and cannot know it.
 * - The loader sits at the end of <head>, before anything from content. It runs once per
 *   document (a copy of its text smuggled into the body finds it has run and does nothing), and
 *   takes the DOM functions it uses before the body exists, so nothing in the body can shadow
 *   them (`<img name="getElementById">`).
 * - It finds its data by an id drawn at random for this render and written on the loader's own
 *   element: content, stored earlier, cannot hold an element with that id. No id the loader or
 *   any script of ours looks up comes from content (app/content-ids.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { HYDRATION_DATA_HEADER } from '../server/http/hydration-data';
import { PAINT_TIMED } from './paint-timed';

/** What the loader reads: nothing in it runs unless the loader runs it. */
export interface DeferredScripts {
  /** Classic inline scripts, run in order once the document is parsed. */
  scripts: string[];
  /** Module preload URLs, added a few per task right after the first paint. */
  preloads: string[];
  /**
   * Modules to evaluate one per task before the module scripts run, in the order those scripts
   * would have evaluated them: what they import statically (the root route, then the page's), then
   * the other preloads (the entry's own imports). Never the entry they import themselves, which
   * hydrates once the manifest is set. A module's top-level code may rely on what came before it
   * (`zod-jitless.client.ts`, imported first by the root), so the order is the browser's own.
   */
  chunks: string[];
  /** Module scripts (React Router's, which hydrates), run once the chunks are evaluated. */
  modules: string[];
}

/** The name of the loader's attribute naming its data's id. */
const DATA_ATTRIBUTE = 'data-deferred';

/**
 * How long hydration waits for the first paint and the page's own pictures at most: a picture
 * that never arrives, or a tab opened in the background, must not keep the page inert.
 */
const LOAD_WAIT_MS = 3000;

/**
 * Preload links added per task: each costs about half a millisecond to add on a desktop, and a
 * page has 17–24 of them. Six, a browser's connections per host, keep the fetches parallel.
 */
const PRELOAD_BATCH = 6;

/**
 * The loader. Constant: per-page data is never written into it. Once the document is parsed it
 * runs the classic scripts, each in a task of its own: run together in the parsed event they
 * made one 44 ms task on a desktop (React Router's context builds a stream), four times that on
 * Lighthouse's phone (docs/decisions/0037). The modules wait for those scripts and for two
 * things: the first contentful paint (Paint Timing; two animation frames are no proof of one, and
 * a module fetched before it delays it on a slow link) and the page's load (its eager pictures,
 * so the largest picture shares the link with no script), or LOAD_WAIT_MS, whichever comes
 * first. Where Element Timing is supported, the paint it waits for also includes every
 * first-screen picture (PAINT_TIMED) in the viewport that loaded: the text is often painted
 * before the hero picture is decoded, and the stylesheet and the data fetched in between shared
 * the link with the pictures under it. Then it enables the stylesheet the page left disabled (its own rules are inline,
 * page-styles.server.ts) and waits for it, so that what the app renders later has every rule;
 * two frames on, it adds the preload links, a few per task so the fetches start together,
 * evaluates the modules one per task and runs the module scripts: a picture the load brought is
 * painted in the frame after it, and the modules wait until that frame is on screen (one frame
 * was seen to fetch them just before the largest picture showed). Scripts it creates are trusted
 * through 'strict-dynamic'.
 *
 * A page whose data element is empty left its scripts out of its first flight (0059): at that
 * same moment the loader asks the server for them (the page's own URL with the
 * HYDRATION_DATA_HEADER), then runs them as above. If they never come, the page stays as the
 * server rendered it, which works without JavaScript.
 */
export const LOADER = [
  '(function(){',
  'var w=window,d=document,me=d.currentScript;',
  'if(!me||w.__deferredHydration)return;',
  'Object.defineProperty(w,"__deferredHydration",{value:true});',
  'var head=me.parentNode,byId=d.getElementById.bind(d),make=d.createElement.bind(d),',
  'all=d.querySelectorAll.bind(d),',
  'on=d.addEventListener.bind(d),frame=w.requestAnimationFrame.bind(w),parse=JSON.parse,',
  'get=w.fetch&&w.fetch.bind(w),here=w.location.href,',
  `id=me.getAttribute("${DATA_ATTRIBUTE}");`,
  'function run(text,module){var s=make("script");if(module)s.type="module";',
  's.textContent=text;head.appendChild(s)}',
  'on("DOMContentLoaded",function(){',
  'var held=id&&byId(id);',
  'if(!held||held.tagName!=="SCRIPT"||held.type!=="application/json")return;',
  'var text=held.textContent,p=text?parse(text):null,ran=0,waited=false,started=false,',
  'styled=false,went=false,loaded=false,painted=false,P=w.PerformanceObserver;',
  'var E=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("element")>=0,seen=[];',
  `function shown(){if(!E)return true;var l=all("img[${PAINT_TIMED}]"),h=w.innerHeight,i,m,r;`,
  'for(i=0;l.length>i;i++){m=l[i];if(seen.indexOf(m)>=0||!m.complete||!m.naturalWidth)continue;',
  'r=m.getBoundingClientRect();if(r.width&&r.height&&r.bottom>0&&h>r.top)return false}',
  'return true}',
  'function later(f){w.setTimeout(f,0)}',
  'function script(){if(p.scripts.length>ran){run(p.scripts[ran++],false);later(script)}',
  'else ready()}',
  'if(p)later(script);',
  'function styles(){var l=head.querySelectorAll("link[rel=stylesheet][disabled]"),left=l.length;',
  'function one(){if(--left===0){styled=true;ready()}}',
  'if(!left){styled=true;return}',
  'l.forEach(function(s){var done=false;function once(){if(!done){done=true;one()}}',
  `s.onload=s.onerror=once;w.setTimeout(once,${LOAD_WAIT_MS});s.disabled=false;if(s.sheet)once()})}`,
  'function data(){if(!get)return;',
  `get(here,{headers:{"${HYDRATION_DATA_HEADER}":"1"},credentials:"same-origin",cache:"no-store"})`,
  '.then(function(r){return r.ok?r.text():""}).then(function(t){var q=t&&parse(t);',
  'if(q&&q.scripts){p=q;later(script)}}).catch(function(){})}',
  'function ready(){if(!started&&!(waited||loaded&&painted&&shown()))return;',
  'if(!started){started=true;styles();if(!p)data()}',
  'if(!went&&styled&&p&&ran===p.scripts.length){went=true;',
  'frame(function(){frame(function(){links(0)})})}}',
  `function links(i){p.preloads.slice(i,i+${PRELOAD_BATCH}).forEach(function(u){`,
  'var l=make("link");l.rel="modulepreload";l.href=u;head.appendChild(l)});',
  `later(function(){p.preloads.length>i+${PRELOAD_BATCH}?links(i+${PRELOAD_BATCH}):next(0)})}`,
  'function next(i){var u=p.chunks[i];',
  'if(!u){p.modules.forEach(function(t){run(t,true)});return}',
  'var s=make("script");s.type="module";s.src=u;',
  's.onload=s.onerror=function(){later(function(){next(i+1)})};head.appendChild(s)}',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)',
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){',
  'painted=true;o.disconnect();ready()}}).observe({type:"paint",buffered:true});',
  'else painted=true;',
  'if(E)new P(function(list){list.getEntries().forEach(function(e){seen.push(e.element)});',
  'ready()}).observe({type:"element",buffered:true});',
  'if(d.readyState==="complete")loaded=true;',
  'else w.addEventListener("load",function(){loaded=true;ready()});',
  `w.setTimeout(function(){waited=true;ready()},${LOAD_WAIT_MS});ready()`,
  '})})()',
].join('');

/** The loader's hash, the one a page's policy lists (with its nonce while it is fresh). */
export const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER, 'utf8').digest('base64')}'`;

/** JSON that cannot end its <script> element or open a comment in it: no `<`, `>` or `&`. */
export const inertJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** `import * as route0 from "/assets/…";` or `import "/assets/…";` in a module script. */
const staticImport = /\bimport\s+(?:[\w*{}\s,$]+\s+from\s*)?"([^"]+)"/g;
/** `import("/assets/…")` in a module script: what it evaluates itself, when it is ready to. */
const dynamicImport = /\bimport\(\s*"([^"]+)"\s*\)/g;

const urlsOf = (texts: string[], pattern: RegExp) =>
  texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));

/** What the loader evaluates before the module scripts, one per task (see `chunks`). */
function chunksOf({ preloads, modules }: DeferredScripts): string[] {
  const first = urlsOf(modules, staticImport);
  const entry = new Set(urlsOf(modules, dynamicImport));
  const then = preloads.filter((href) => !first.includes(href) && !entry.has(href));
  return [...new Set([...first, ...then])];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` with its nonced scripts and module preloads handed to the loader, and the hashes its
 * policy must list for that. Without a nonce (development, no policy) it is left as it is.
 */
export function deferHydration(
  html: string,
  nonce: string,
  {
    dataId = `deferred-${randomBytes(12).toString('base64url')}`,
    apart = false,
  }: {
    dataId?: string;
    /**
     * Leave the data out of the page (its element empty) and return it as `data`, the JSON the
     * loader fetches with HYDRATION_DATA_HEADER once the page is shown (0059).
     */
    apart?: boolean;
  } = {},
): { html: string; hashes: string[]; data?: string } {
  if (!nonce || !html.includes('</head>')) return { html, hashes: [] };
  // As React writes them: `<script nonce="…">` and `<script nonce="…" type="module" async="">`.
  const nonced = new RegExp(
    `<script nonce="${escapeRegExp(nonce)}"((?: [a-z-]+(?:="[^"<>]*")?)*)>([\\s\\S]*?)</script>`,
    'g',
  );
  // Attributes in any order: React puts the nonce last on links.
  const preload = new RegExp(
    `<link(?=[^>]* rel="modulepreload")(?=[^>]* nonce="${escapeRegExp(nonce)}")[^>]* href="([^"]+)"[^>]*>`,
    'g',
  );
  const held: DeferredScripts = { scripts: [], preloads: [], chunks: [], modules: [] };
  const holder = `<script type="application/json" id="${dataId}"></script>`;
  let moved = 0;
  const rest = html
    .replace(nonced, (_whole, attributes: string, text: string) => {
      (/ type="module"/.test(attributes) ? held.modules : held.scripts).push(text);
      // An inert element stays where each was: React hydrates the <script> elements it
      // rendered and must find them. The first one holds the data.
      return moved++ === 0 ? holder : '<script type="application/json"></script>';
    })
    .replace(preload, (_whole, href: string) => {
      held.preloads.push(href);
      return '';
    });
  if (moved === 0 && held.preloads.length === 0) return { html, hashes: [] };
  held.chunks = chunksOf(held);
  const loader = `<script ${DATA_ATTRIBUTE}="${dataId}">${LOADER}</script>`;
  const json = inertJson(held);
  const data = `<script type="application/json" id="${dataId}">${apart ? '' : json}</script>`;
  // Replaced by functions: a `$&` in the data is text, not a replacement pattern. The id is
  // this render's own, so the holder is where it was put and nowhere else; the first `</head>`
  // is the real one (React and React Router escape every `<` from content in the head).
  const out =
    moved === 0
      ? rest.replace('</head>', () => `${data}${loader}</head>`)
      : rest.replace(holder, () => data).replace('</head>', () => `${loader}</head>`);
  return { html: out, hashes: [LOADER_HASH], ...(apart ? { data: json } : {}) };
}
