import { createHash } from 'node:crypto';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  deferHydration,
  inertJson,
  LOADER,
  LOADER_HASH,
  type DeferredScripts,
} from '../../app/defer-hydration.server';

const NONCE = 'abc+/==';

// React Router's markup with the CSP nonce: first on scripts, last on the links.
const page = (content = '<main>Hi</main>', nonce = NONCE) =>
  `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>` +
  `<link rel="stylesheet" href="/assets/site.css"/>` +
  `<script type="application/ld+json">{"name":"x"}</script>` +
  `<link rel="modulepreload" href="/assets/b.js" nonce="${nonce}"/></head><body>${content}` +
  `<script nonce="${nonce}">restoreScroll()</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">import "/assets/a.js";</script>` +
  `<!--$--><script nonce="${nonce}">enqueue("data")</script><!--/$--></body></html>`;

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', text = '']) => ({
    attrs,
    text,
  }));

function held(html: string): { id: string; data: DeferredScripts } {
  const id = /<script data-deferred="([^"]+)">/.exec(html)?.[1] ?? '';
  const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return { id, data: JSON.parse(text ?? 'null') as DeferredScripts };
}

describe('deferHydration', () => {
  it('hands the preloads and every nonced script to the loader, in order, as inert JSON', () => {
    const { html, hashes } = deferHydration(page(), NONCE, { dataId: 'deferred-test' });
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('nonce=');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(held(html)).toEqual({
      id: 'deferred-test',
      data: {
        scripts: ['restoreScroll()', 'window.__reactRouterContext = {};', 'enqueue("data")'],
        preloads: ['/assets/a.js', '/assets/b.js'],
        // What the module script imports first, in its order, then the other preloads.
        chunks: ['/assets/a.js', '/assets/b.js'],
        modules: ['import "/assets/a.js";'],
      },
    });
    // The loader ends <head>, before anything from content; its text is the constant one.
    expect(html).toContain(`<script data-deferred="deferred-test">${LOADER}</script></head>`);
    expect(hashes).toEqual([LOADER_HASH]);
    // React hydrates the <script> elements it rendered: an inert one stays for each.
    const body = html.slice(html.indexOf('<body>'));
    expect(scriptsOf(body).map((s) => s.attrs)).toEqual([
      ' type="application/json" id="deferred-test"',
      ' type="application/json"',
      ' type="application/json"',
      ' type="application/json"',
    ]);
    // What is left that a browser would run: the loader alone.
    const runnable = scriptsOf(html).filter(
      (s) => !/type="application\/(ld\+)?json"/.test(s.attrs),
    );
    expect(runnable.map((s) => s.text)).toEqual([LOADER]);
  });

  it('evaluates first what the module script imports, in its order, and never the entry', () => {
    // As React Router writes it: the routes' modules, then the entry, which hydrates.
    const script =
      'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/page.js";\n' +
      'window.__reactRouterManifest = {};\nimport("/assets/entry.js");';
    const preloads = ['entry', 'shell', 'react-dom', 'root', 'page', 'card']
      .map((name) => `<link rel="modulepreload" href="/assets/${name}.js" nonce="${NONCE}"/>`)
      .join('');
    const html = page()
      .replace('import "/assets/a.js";', () => script)
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', `${preloads}</head>`);
    const { data } = held(deferHydration(html, NONCE, { dataId: 'deferred-test' }).html);
    // The root first (its first import sets zod's jitless mode), so nothing runs out of turn.
    expect(data.chunks).toEqual([
      '/assets/root.js',
      '/assets/page.js',
      '/assets/shell.js',
      '/assets/react-dom.js',
      '/assets/card.js',
    ]);
  });

  it('lists only the hash of its constant loader, the same for every page and every render', () => {
    const sha = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
    // No `<` in it: nothing in its text can end its element or open a comment.
    expect(LOADER).not.toContain('<');
    expect(LOADER_HASH).toBe(sha);
    const one = deferHydration(page('<p>one</p>'), NONCE);
    const two = deferHydration(page('<p>two</p>', 'other=='), 'other==');
    expect(one.hashes).toEqual([sha]);
    expect(two.hashes).toEqual([sha]);
    // A fresh id each render, so stored content cannot have one ready.
    expect(held(one.html).id).not.toBe(held(two.html).id);
    expect(held(one.html).id).toMatch(/^deferred-[\w-]{16}$/);
  });

  it('leaves scripts without this render’s nonce where they are, to be refused', () => {
    const injected =
      '<p>x</p><script>document.title="PWNED"</script>' +
      '<link rel="modulepreload" href="https://evil.example/x.js"/>' +
      '<script nonce="guess">window.__pwned=1</script>' +
      `<script nonce="${NONCE}x">window.__pwned=2</script>`;
    const { html } = deferHydration(page(injected), NONCE, { dataId: 'deferred-test' });
    expect(html).toContain(injected);
    expect(JSON.stringify(held(html).data)).not.toContain('PWNED');
    expect(JSON.stringify(held(html).data)).not.toContain('__pwned');
    expect(held(html).data.preloads).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('keeps the data from closing its element or opening a comment; `$&` stays text', () => {
    // A script's own text cannot hold `</script>`; anything short of it can be there.
    const text = 'enqueue("<!--<script>x</scrip > & $&$1")';
    const { html } = deferHydration(
      page().replace('enqueue("data")', () => text),
      NONCE,
      { dataId: 'deferred-test' },
    );
    const element =
      new RegExp('<script type="application/json" id="deferred-test">([^]*?)</script>').exec(
        html,
      )?.[1] ?? '';
    expect(element).not.toMatch(/[<>&]/);
    expect(held(html).data.scripts).toContain(text);
    expect(inertJson('<\u2028>&')).toBe('"\\u003c\\u2028\\u003e\\u0026"');
  });

  it('apart, leaves its element empty and answers the same data for the loader to fetch', () => {
    const whole = deferHydration(page(), NONCE, { dataId: 'deferred-test' });
    const apart = deferHydration(page(), NONCE, { dataId: 'deferred-test', apart: true });
    expect(apart.html).toContain('<script type="application/json" id="deferred-test"></script>');
    expect(apart.html).toContain('<script data-deferred="deferred-test">');
    expect(apart.hashes).toEqual(whole.hashes);
    expect(JSON.parse(apart.data ?? 'null')).toEqual(held(whole.html).data);
    expect(whole.data).toBeUndefined();
    // Only the data left the page.
    expect(apart.html.length).toBe(whole.html.length - (apart.data ?? '').length);
  });

  it('leaves a page as it is without a nonce (development) or without scripts', () => {
    expect(deferHydration(page(), '')).toEqual({ html: page(), hashes: [] });
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(deferHydration(plain, NONCE)).toEqual({ html: plain, hashes: [] });
  });
});

/** A browser just enough for the loader: what it looks up, creates and appends. */
/** A first-screen picture: where it is laid out, and whether it loaded. */
interface Picture {
  img: {
    complete: boolean;
    naturalWidth: number;
    getBoundingClientRect(): { top: number; bottom: number; width: number; height: number };
  };
}
const picture = ({ top = 0, height = 300, loaded = true } = {}): Picture => ({
  img: {
    complete: true,
    naturalWidth: loaded ? 960 : 0,
    getBoundingClientRect: () => ({ top, bottom: top + height, width: 400, height }),
  },
});

/**
 * Just enough of a browser for the loader: the document's parsing and load, animation frames,
 * timers and Paint Timing (absent when `paintTiming` is false), each moved on by the test.
 */
function browser({
  paintTiming = true,
  elementTiming = false,
  stylesheets = 0,
  pictures = [],
}: {
  paintTiming?: boolean;
  /** Element Timing reported, as Chromium does. */
  elementTiming?: boolean;
  stylesheets?: number;
  /** The first-screen pictures (`img[elementtiming]`) in the page. */
  pictures?: Picture[];
} = {}) {
  const lookups: string[] = [];
  /** The page's own stylesheets, left disabled (page-styles.server.ts). */
  const links = Array.from({ length: stylesheets }, () => ({
    disabled: true,
    sheet: null as object | null,
    onload: undefined as (() => void) | undefined,
    onerror: undefined as (() => void) | undefined,
  }));
  /** What the loader fetched, and the answer each is waiting for. */
  const fetches: {
    url: string;
    init: unknown;
    answer: (r: { ok: boolean; text: string }) => void;
  }[] = [];
  interface Element {
    tagName: string;
    type: string;
    textContent: string;
    href?: string;
    src?: string;
    onload?: () => void;
    onerror?: () => void;
  }
  const appended: Element[] = [];
  const elements = new Map<string, object>();
  const parsedListeners: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  type PaintCallback = (
    list: { getEntriesByName(name: string): object[]; getEntries(): object[] },
    o: object,
  ) => void;
  const observers = new Set<{ callback: PaintCallback; observer: object }>();
  const head = {
    appendChild: (el: Element) => appended.push(el),
    querySelectorAll: (selector: string) =>
      selector === 'link[rel=stylesheet][disabled]' ? links.filter((l) => l.disabled) : [],
  };
  const document = {
    currentScript: null as object | null,
    readyState: 'loading',
    getElementById(id: string) {
      lookups.push(id);
      return elements.get(id) ?? null;
    },
    createElement: (tag: string) => ({ tagName: tag.toUpperCase(), type: '', textContent: '' }),
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(fn);
    },
    querySelectorAll: (selector: string) =>
      selector === 'img[elementtiming]' ? pictures.map((p) => p.img) : [],
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation', ...(elementTiming ? ['element'] : [])];
    private readonly entry: { callback: PaintCallback; observer: object };
    constructor(callback: PaintCallback) {
      this.entry = { callback, observer: this };
    }
    observe() {
      observers.add(this.entry);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  const context = createContext({
    document,
    JSON,
    Object,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    location: { href: 'https://site.test/products?family=gaskets' },
    innerHeight: 800,
    fetch: (url: string, init: unknown) =>
      new Promise<{ ok: boolean; text: () => Promise<string> }>((resolve) =>
        fetches.push({
          url,
          init,
          answer: ({ ok, text }) => resolve({ ok, text: () => Promise.resolve(text) }),
        }),
      ),
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'load') loadListeners.push(fn);
    },
    ...(paintTiming ? { PerformanceObserver } : {}),
  });
  runInContext('var window = globalThis;', context);
  const take = (which: (t: (typeof timers)[number]) => boolean) => {
    const due = timers.filter(which);
    for (const t of due) timers.splice(timers.indexOf(t), 1);
    return due;
  };
  return {
    lookups,
    appended,
    links,
    fetches,
    /**
     * Runs the loader as the <script data-deferred="id"> before `</head>`; `null` data is a page
     * that left its scripts out (an empty element).
     */
    load(id: string, data: DeferredScripts | null, type = 'application/json') {
      elements.set(id, { tagName: 'SCRIPT', type, textContent: data ? inertJson(data) : '' });
      document.currentScript = {
        parentNode: head,
        getAttribute: (name: string) => (name === 'data-deferred' ? id : null),
      };
      runInContext(LOADER, context);
    },
    parsed: () => {
      document.readyState = 'interactive';
      parsedListeners.splice(0).forEach((fn) => fn());
    },
    /** The first contentful paint, as Paint Timing reports it. */
    painted: () =>
      [...observers].forEach(({ callback, observer }) =>
        callback(
          {
            getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
            getEntries: () => [],
          },
          observer,
        ),
      ),
    /** A marked picture painted, as Element Timing reports it (Paint Timing's observer sees no FCP in it). */
    pictureShown: (picture: Picture) =>
      [...observers].forEach(({ callback, observer }) =>
        callback(
          { getEntriesByName: () => [], getEntries: () => [{ element: picture.img }] },
          observer,
        ),
      ),
    /** The window's load: the stylesheet and the eager pictures are in. */
    loaded: () => {
      document.readyState = 'complete';
      loadListeners.splice(0).forEach((fn) => fn());
    },
    /** The longest wait for the paint and the load has passed. */
    timeout: () => take((t) => t.ms > 0).forEach((t) => t.fn()),
    /** The next task: what the loader queued with `setTimeout(…, 0)` runs, what that queues waits. */
    tick: () => take((t) => t.ms === 0).forEach((t) => t.fn()),
    /** Every task queued, and every one those queue in turn. */
    settle: () => {
      while (timers.some((t) => t.ms === 0)) take((t) => t.ms === 0).forEach((t) => t.fn());
    },
    frame: () => frames.splice(0).forEach((fn) => fn()),
    /** Lets the fetch's promises settle. */
    answered: () => new Promise((resolve) => setImmediate(resolve)),
    /** The last module script added has been evaluated (its `load`), or failed (`error`). */
    evaluated: (outcome: 'load' | 'error' = 'load') => {
      const script = appended.at(-1);
      (outcome === 'load' ? script?.onload : script?.onerror)?.();
    },
  };
}

/** What the loader is given, and what it adds once it hydrates. */
const data: DeferredScripts = {
  scripts: ['one()', 'two()'],
  preloads: ['/assets/a.js', '/assets/b.js'],
  chunks: ['/assets/a.js', '/assets/b.js'],
  modules: ['import "/assets/a.js";'],
};

const preloads = [
  ['LINK', '/assets/a.js', ''],
  ['LINK', '/assets/b.js', ''],
];
const modules = [
  ...preloads,
  ['SCRIPT', 'module /assets/a.js', ''],
  ['SCRIPT', 'module /assets/b.js', ''],
  ['SCRIPT', 'module', 'import "/assets/a.js";'],
];
const added = (b: ReturnType<typeof browser>) =>
  b.appended
    .slice(2)
    .map((e) => [e.tagName, e.href ?? [e.type, e.src].filter(Boolean).join(' '), e.textContent]);
/** After the two frames: each module evaluated in a task of its own, then the module scripts. */
const hydrate = (b: ReturnType<typeof browser>) => {
  b.tick();
  for (let i = 0; i < data.chunks.length; i++) {
    b.evaluated();
    b.tick();
  }
};
const scriptsRun = (b: ReturnType<typeof browser>) =>
  b.appended.filter((e) => e.tagName === 'SCRIPT' && !e.type).map((e) => e.textContent);

describe('the deferred loader', () => {
  it('runs the classic scripts one per task once the page is parsed, the modules after its first paint and its load', () => {
    const b = browser();
    b.load('deferred-1', data);
    expect(b.appended).toEqual([]);
    b.parsed();
    // Not in the parsed event itself, and each in a task of its own.
    expect(b.appended).toEqual([]);
    b.tick();
    expect(scriptsRun(b)).toEqual(['one()']);
    b.tick();
    expect(b.appended.map((e) => [e.tagName, e.type, e.textContent])).toEqual([
      ['SCRIPT', '', 'one()'],
      ['SCRIPT', '', 'two()'],
    ]);
    b.tick();
    // Frames alone, or a paint alone, are not enough: the pictures may still be coming.
    b.frame();
    b.painted();
    b.frame();
    expect(b.appended).toHaveLength(2);
    b.loaded();
    expect(b.appended).toHaveLength(2);
    // The frame after the load paints what it brought; the modules wait until it is shown.
    b.frame();
    expect(b.appended).toHaveLength(2);
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
    // The one id it looked up is the one on its own element, never one from content.
    expect(b.lookups).toEqual(['deferred-1']);
  });

  it('waits for the paint when the page loaded first', () => {
    const b = browser();
    b.load('deferred-1', data);
    b.parsed();
    b.settle();
    b.loaded();
    b.frame();
    expect(b.appended).toHaveLength(2);
    b.painted();
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
  });

  it('adds the modules after the longest wait even if the page never loads', () => {
    const b = browser();
    b.load('deferred-1', data);
    b.parsed();
    b.settle();
    b.painted();
    b.timeout();
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
    // Whatever comes later starts nothing twice.
    b.loaded();
    b.frame();
    b.frame();
    b.timeout();
    b.settle();
    expect(b.appended).toHaveLength(7);
  });

  it('starts no module before every classic script has run, even after the longest wait', () => {
    const b = browser();
    b.load('deferred-1', data);
    b.parsed();
    b.tick();
    b.timeout();
    b.painted();
    b.loaded();
    b.frame();
    b.frame();
    expect(b.appended).toHaveLength(1);
    b.tick();
    b.tick();
    b.frame();
    b.frame();
    hydrate(b);
    expect(scriptsRun(b)).toEqual(['one()', 'two()']);
    expect(added(b)).toEqual(modules);
  });

  it('in a browser without Paint Timing, waits for the load alone', () => {
    const b = browser({ paintTiming: false });
    b.load('deferred-1', data);
    b.parsed();
    b.settle();
    b.frame();
    expect(b.appended).toHaveLength(2);
    b.loaded();
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
  });

  it('evaluates one module per task, in order, and hydrates only after the last', () => {
    const b = browser();
    b.load('deferred-1', data);
    b.parsed();
    b.settle();
    b.painted();
    b.loaded();
    b.frame();
    b.frame();
    // The preloads together, so the fetches stay parallel; the first module in the next task.
    expect(added(b)).toEqual(preloads);
    b.tick();
    expect(added(b)).toEqual([...preloads, ['SCRIPT', 'module /assets/a.js', '']]);
    // Its evaluation over, the next waits for a task of its own: a tap can come in between.
    b.evaluated();
    expect(added(b)).toHaveLength(3);
    b.tick();
    expect(added(b)).toHaveLength(4);
    // A module that fails does not stop the rest; the page stays server-rendered if hydration fails.
    b.evaluated('error');
    b.tick();
    expect(added(b)).toEqual(modules);
  });

  it('adds the preload links six per task, all before the first module', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((n) => `/assets/${n}.js`);
    const b = browser();
    b.load('deferred-1', { ...data, preloads: names, chunks: ['/assets/a.js'] });
    b.parsed();
    b.settle();
    b.painted();
    b.loaded();
    b.frame();
    b.frame();
    const links = () => b.appended.filter((e) => e.tagName === 'LINK').map((e) => e.href);
    expect(links()).toEqual(names.slice(0, 6));
    b.tick();
    expect(links()).toEqual(names);
    expect(added(b)).toHaveLength(8);
    b.tick();
    expect(added(b).at(-1)).toEqual(['SCRIPT', 'module /assets/a.js', '']);
  });

  it('runs once per document: a copy smuggled in later, with data of its own, does nothing', () => {
    const b = browser();
    b.load('deferred-1', data);
    b.load('evil', {
      scripts: ['document.title="PWNED"'],
      preloads: [],
      chunks: [],
      modules: [],
    });
    b.parsed();
    b.settle();
    b.painted();
    b.loaded();
    b.frame();
    expect(b.appended.map((e) => e.textContent)).not.toContain('document.title="PWNED"');
    expect(b.lookups).toEqual(['deferred-1']);
  });

  it('runs nothing from an element that is not its inert JSON', () => {
    const b = browser();
    b.load('deferred-1', data, 'text/plain');
    b.parsed();
    b.settle();
    b.painted();
    b.loaded();
    b.timeout();
    b.frame();
    expect(b.appended).toEqual([]);
  });
});

describe('the deferred loader, with the page’s stylesheet and scripts apart (0059)', () => {
  it('enables the stylesheet the page left disabled once it is shown, and hydrates only once it is in', () => {
    const b = browser({ stylesheets: 1 });
    b.load('deferred-1', data);
    b.parsed();
    b.settle();
    // Not before the first paint and the load: the page is drawn with its own rules alone.
    expect(b.links[0]?.disabled).toBe(true);
    b.painted();
    b.loaded();
    expect(b.links[0]?.disabled).toBe(false);
    b.frame();
    b.frame();
    b.settle();
    expect(added(b)).toEqual([]);
    // What the app renders later (another page, an opened menu) must find every rule.
    b.links[0]?.onload?.();
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
  });

  it('hydrates without the stylesheet after the longest wait, or when it fails', () => {
    const waited = browser({ stylesheets: 1 });
    waited.load('deferred-1', data);
    waited.parsed();
    waited.settle();
    waited.painted();
    waited.loaded();
    waited.timeout();
    waited.frame();
    waited.frame();
    hydrate(waited);
    expect(added(waited)).toEqual(modules);

    const failed = browser({ stylesheets: 2 });
    failed.load('deferred-1', data);
    failed.parsed();
    failed.settle();
    failed.painted();
    failed.loaded();
    failed.links[0]?.onerror?.();
    failed.frame();
    failed.frame();
    expect(added(failed)).toEqual([]);
    failed.links[1]?.onload?.();
    // A second event of the same link counts once.
    failed.links[0]?.onload?.();
    failed.frame();
    failed.frame();
    hydrate(failed);
    expect(added(failed)).toEqual(modules);
  });

  it('fetches the scripts a page left out once it is shown, then runs them as it would have', async () => {
    const b = browser();
    b.load('deferred-1', null);
    b.parsed();
    b.settle();
    b.painted();
    // Nothing shares the link with the page's pictures: no fetch before the load.
    expect(b.fetches).toEqual([]);
    b.loaded();
    expect(b.fetches.map((f) => [f.url, f.init])).toEqual([
      [
        'https://site.test/products?family=gaskets',
        { headers: { 'x-hydration-data': '1' }, credentials: 'same-origin', cache: 'no-store' },
      ],
    ]);
    b.fetches[0]?.answer({ ok: true, text: inertJson(data) });
    await b.answered();
    expect(b.appended).toEqual([]);
    b.tick();
    expect(scriptsRun(b)).toEqual(['one()']);
    b.settle();
    expect(scriptsRun(b)).toEqual(['one()', 'two()']);
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
    expect(b.fetches).toHaveLength(1);
  });

  it('leaves the page as the server rendered it when the scripts do not come', async () => {
    for (const answer of [
      { ok: false, text: '{"scripts":["evil()"]}' },
      { ok: true, text: '<!DOCTYPE html><html></html>' },
      { ok: true, text: 'null' },
      { ok: true, text: '{"modules":[]}' },
    ]) {
      const b = browser();
      b.load('deferred-1', null);
      b.parsed();
      b.painted();
      b.loaded();
      b.fetches[0]?.answer(answer);
      await b.answered();
      b.settle();
      b.frame();
      b.frame();
      b.timeout();
      b.settle();
      expect(b.appended, answer.text).toEqual([]);
    }
  });
});

describe('the deferred loader, where the browser reports when pictures are painted', () => {
  /** The classic scripts run, the text painted, the page loaded and two frames gone by. */
  const paintedAndLoaded = (b: ReturnType<typeof browser>) => {
    b.load('deferred-1', data);
    b.parsed();
    b.settle();
    b.painted();
    b.loaded();
    b.frame();
    b.frame();
  };

  it('waits for the first-screen pictures in view to be painted where Element Timing says so', () => {
    const hero = picture();
    const below = picture({ top: 900 });
    const broken = picture({ loaded: false });
    const b = browser({ elementTiming: true, stylesheets: 1, pictures: [hero, below, broken] });
    paintedAndLoaded(b);
    b.settle();
    // The text is on screen, the hero not yet: nothing starts, not even the stylesheet.
    expect(b.links[0]!.disabled).toBe(true);
    expect(b.appended).toHaveLength(2);
    // Neither the picture below the screen nor the one that failed is waited for.
    b.pictureShown(hero);
    expect(b.links[0]!.disabled).toBe(false);
    b.links[0]!.onload?.();
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
  });

  it('hydrates after the longest wait even if a first-screen picture is never reported', () => {
    const b = browser({ elementTiming: true, pictures: [picture()] });
    paintedAndLoaded(b);
    expect(b.appended).toHaveLength(2);
    b.timeout();
    b.frame();
    b.frame();
    hydrate(b);
    expect(added(b)).toEqual(modules);
  });

  it('where Element Timing is not reported, waits for the paint and the load alone', () => {
    const b = browser({ pictures: [picture()] });
    paintedAndLoaded(b);
    hydrate(b);
    expect(added(b)).toEqual(modules);
  });
});
