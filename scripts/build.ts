/**
 * Builds the React Router app (build/client, build/server) and bundles the Fastify service
 * (build/service/main.js), leaving npm packages external. Then, for the browser assets:
 *
 * - writes `.br` (brotli, quality 11) and `.gz` (gzip -9) beside every text asset, which
 *   @fastify/static serves by Accept-Encoding (docs/architecture.md, Caching);
 * - prints each public route's first-load JS as sent (brotli, as written below; the home page's
 *   on the wire, headers included) and fails the build when one is over its budget of bytes or
 *   requests (scripts/lib/first-load-budget.ts), naming the biggest modules or smallest chunks;
 * - fails when a public route can reach TipTap/ProseMirror code (the editor stays in the CMS's
 *   chunks, so public pages stay light). Which modules each chunk holds comes from the bundler
 *   (scripts/chunk-modules.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { readChunkModules } from './chunk-modules';
import {
  homeRequests,
  homeWireBudget,
  requestBudget,
  routeBudget,
  routeRequests,
  scriptHeaderBytes,
  smallScript,
  unmergeable,
} from './lib/first-load-budget';
import { reactRouter } from './lib/react-router-cli';

const buildDir = process.env.BUILD_DIR ?? 'build';
const clientDir = join(buildDir, 'client');
const compressible = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
/** Modules that belong to the CMS's rich-text editor and must never reach a public page. */
const editorCode = /node_modules\/(?:@tiptap\/|prosemirror-)/;
/** CMS sources: reported when a public route reaches them (the TipTap rule is the hard one). */
const cmsCode = /(?:^|\/)app\/(?:routes|components)\/cms\//;

reactRouter(['build']);
await build({
  entryPoints: ['server/main.ts', 'server/server.ts'],
  outdir: `${buildDir}/service`,
  external: ['./server.js'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** What is sent for a text asset that accepts brotli: the `.br` copy written below. */
const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

// ---- Module graph of the client chunks -------------------------------------------------------

interface Chunk {
  /** URL path, e.g. /assets/home-abc.js */
  url: string;
  bytes: number;
  gzip: number;
  /** As sent: brotli, the `.br` copy. */
  br: number;
  staticImports: string[];
  dynamicImports: string[];
  /** Source modules bundled into the chunk, relative to the project. */
  sources: string[];
  /** Rendered bytes per source module, before minification. */
  moduleBytes: Map<string, number>;
}

const chunkModules = readChunkModules(clientDir);

const chunks = new Map<string, Chunk>();
const staticImport = /(?:\bfrom|\bimport)\s*["'`]([^"'`]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function chunk(url: string): Chunk {
  const known = chunks.get(url);
  if (known) return known;
  const file = join(clientDir, url);
  const code = readFileSync(file);
  const text = code.toString('utf8');
  const resolve = (spec: string) =>
    spec.startsWith('.') ? posix.join(posix.dirname(url), spec) : spec;
  const modules = Object.entries(chunkModules[url.replace(/^\//, '')] ?? {});
  const found: Chunk = {
    url,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    br: brotli(code).length,
    staticImports: [...text.matchAll(staticImport)].map((m) => resolve(m[1] ?? '')),
    dynamicImports: [...text.matchAll(dynamicImport)].map((m) => resolve(m[1] ?? '')),
    sources: modules.map(([source]) => source),
    moduleBytes: new Map(modules),
  };
  chunks.set(url, found);
  return found;
}

/** The chunks reachable from these through the imports `follow` names for a chunk. */
function closure(urls: Iterable<string>, follow: (c: Chunk) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (seen.has(url) || !existsSync(join(clientDir, url))) continue;
    seen.add(url);
    queue.push(...follow(chunk(url)));
  }
  return seen;
}

/** The chunks loaded up front from these modules (static imports, transitively). */
const staticClosure = (urls: string[]) => closure(urls, (c) => c.staticImports);

/** Everything these chunks can ever load, lazy imports included. */
const fullClosure = (urls: Iterable<string>) =>
  closure(urls, (c) => [...c.staticImports, ...c.dynamicImports]);

// ---- First-load JS per public route ----------------------------------------------------------

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url?: string;
}

const assetsDir = join(clientDir, 'assets');
const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`No React Router manifest in ${assetsDir}`);
const manifestText = readFileSync(join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1),
) as Manifest;

// With lazy route discovery (React Router's default) the page carries the part of the manifest
// it needs inline and never loads the manifest file; with `initial` it does.
const serverBuild = readFileSync(join(buildDir, 'server', 'index.js'), 'utf8');
const discovery = /routeDiscovery = \{\s*"mode":\s*"(\w+)"/.exec(serverBuild)?.[1] ?? 'lazy';
const manifestChunks = discovery === 'initial' ? [`/assets/${manifestFile}`] : [];

function branch(route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...branch(parent), route] : [route];
}

function fullPath(route: ManifestRoute): string {
  const segments = branch(route)
    .map((r) => r.path ?? '')
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

const leaves = Object.values(manifest.routes).filter(
  (route) => !Object.values(manifest.routes).some((other) => other.parentId === route.id),
);
const publicRoutes = leaves
  .map((route) => ({ route, path: fullPath(route) }))
  .filter(({ path }) => path !== '/cms' && !path.startsWith('/cms/'))
  .sort((a, b) => a.path.localeCompare(b.path));

interface Row {
  path: string;
  chunks: Chunk[];
  bytes: number;
  gzip: number;
  br: number;
}
const rows: Row[] = [];
const editorLeaks: string[] = [];
const cmsLeaks: string[] = [];
for (const { route, path } of publicRoutes) {
  const roots = [
    ...manifestChunks,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...branch(route).flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ];
  const firstLoad = staticClosure(roots);
  const members = [...firstLoad].map(chunk);
  rows.push({
    path,
    chunks: members,
    bytes: members.reduce((sum, c) => sum + c.bytes, 0),
    gzip: members.reduce((sum, c) => sum + c.gzip, 0),
    br: members.reduce((sum, c) => sum + c.br, 0),
  });
  // The editor must not be reachable at all, not even through a lazy import.
  for (const url of fullClosure(firstLoad)) {
    const c = chunk(url);
    const how = firstLoad.has(url) ? 'loads' : 'can lazily load';
    const editor = c.sources.filter((source) => editorCode.test(source));
    if (editor.length > 0) {
      editorLeaks.push(`${path} ${how} ${url}: ${editor.slice(0, 3).join(', ')}…`);
    }
    const cms = c.sources.filter((source) => cmsCode.test(source));
    if (cms.length > 0) cmsLeaks.push(`${path} ${how} ${url}: ${cms.join(', ')}`);
  }
}

/**
 * The biggest modules a route loads up front, with their share of the brotli bytes (each
 * chunk's brotli size split by its modules' rendered bytes: an estimate, good for ranking).
 */
function biggestModules(row: Row, count: number): string[] {
  const sent = new Map<string, number>();
  for (const c of row.chunks) {
    const mapped = [...c.moduleBytes.values()].reduce((sum, n) => sum + n, 0);
    for (const [source, bytes] of c.moduleBytes) {
      const name = source.replace(/^.*node_modules\//, '');
      sent.set(name, (sent.get(name) ?? 0) + (c.br * bytes) / Math.max(mapped, 1));
    }
  }
  return [...sent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([source, bytes]) => `${kB(bytes).padStart(6)} kB  ${source}`);
}

/** A route's smallest chunks, as sent: the candidates to merge. */
function smallestChunks(row: Row, count: number): string[] {
  return [...row.chunks]
    .sort((a, b) => a.br - b.br)
    .slice(0, count)
    .map((c) => `${kB(c.br).padStart(6)} kB  ${c.url}`);
}

const chunksKnown = Object.keys(chunkModules).length;
const pathWidth = Math.max(...rows.map((row) => row.path.length), 5);
/** Brotli bytes plus each script's headers: what a phone downloads. */
const wire = (row: Row) => row.br + row.chunks.length * scriptHeaderBytes;
const budget = (path: string) => (path === '/' ? homeWireBudget : routeBudget);
const measured = (row: Row) => (row.path === '/' ? wire(row) : row.br);
console.log(
  `\nFirst-load JS of the public routes, as sent (brotli; 1 kB = 1000 bytes; on the wire adds ${scriptHeaderBytes} bytes of headers a script). Budget: / ${kB(homeWireBudget)} kB on the wire in ${homeRequests} requests, none under ${kB(smallScript)} kB but the entry's, the root route's and the runtime; every other ${kB(routeBudget)} kB brotli in ${routeRequests}:`,
);
console.log(
  `${'route'.padEnd(pathWidth)}  chunks  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}  ${'brotli kB'.padStart(9)}  ${'wire kB'.padStart(7)}`,
);
const overBytes = (row: Row) => measured(row) > budget(row.path);
const overRequests = (row: Row) => row.chunks.length > requestBudget(row.path);
/** The home page's scripts too small for a request of their own that could have been merged. */
const needlesslySmall = (row: Row) =>
  row.path === '/' ? row.chunks.filter((c) => c.br < smallScript && !unmergeable.test(c.url)) : [];
const overBudget = rows.filter(
  (row) => overBytes(row) || overRequests(row) || needlesslySmall(row).length > 0,
);
for (const row of rows) {
  const flag = [
    overBytes(row) ? `  ✗ OVER the ${kB(budget(row.path))} kB budget` : '',
    overRequests(row) ? `  ✗ OVER ${requestBudget(row.path)} requests` : '',
    needlesslySmall(row).length > 0 ? `  ✗ scripts under ${kB(smallScript)} kB` : '',
  ].join('');
  console.log(
    `${row.path.padEnd(pathWidth)}  ${String(row.chunks.length).padStart(6)}  ${kB(row.bytes).padStart(8)}  ${kB(row.gzip).padStart(8)}  ${kB(row.br).padStart(9)}  ${kB(wire(row)).padStart(7)}${flag}`,
  );
}

// ---- Pre-compressed copies --------------------------------------------------------------------

let raw = 0;
let brTotal = 0;
let gzTotal = 0;
let written = 0;
for (const file of walk(clientDir)) {
  if (!compressible.test(file) || file.includes(`${join(clientDir, '.vite')}`)) continue;
  const data = readFileSync(file);
  const br = brotli(data);
  const gz = gzipSync(data, { level: 9 });
  raw += data.length;
  // A variant no smaller than the file is not written; the server then sends the file itself.
  if (br.length < data.length) {
    writeFileSync(`${file}.br`, br);
    brTotal += br.length;
    written++;
  } else brTotal += data.length;
  if (gz.length < data.length) {
    writeFileSync(`${file}.gz`, gz);
    gzTotal += gz.length;
    written++;
  } else gzTotal += data.length;
}
console.log(
  `\nPre-compressed ${written} files in ${clientDir}: ${kB(raw)} kB → ${kB(brTotal)} kB brotli, ${kB(gzTotal)} kB gzip.`,
);

if (cmsLeaks.length > 0) {
  console.warn(`\nWarning: public routes reach CMS modules:\n  ${cmsLeaks.join('\n  ')}`);
}
if (chunksKnown === 0) {
  console.error("\nThe bundler named no chunk's modules, so the editor check could not run.");
  process.exit(1);
}
if (editorLeaks.length > 0) {
  console.error(
    `\nBuild failed: public routes reach TipTap/ProseMirror code (it belongs in the CMS chunks):\n  ${editorLeaks.join('\n  ')}`,
  );
  process.exit(1);
}
if (overBudget.length > 0) {
  const reports = overBudget.map((row) =>
    overBytes(row)
      ? `${row.path}: ${kB(measured(row))} kB of JavaScript before the page is idle, over its budget of ${kB(budget(row.path))} kB. Its biggest modules:\n      ${biggestModules(row, 12).join('\n      ')}`
      : `${row.path}: ${row.chunks.length} scripts before the page is idle (budget ${requestBudget(row.path)}), ${needlesslySmall(row).length} of them under ${kB(smallScript)} kB; group small shared modules in vite.config.ts. Its smallest:\n      ${smallestChunks(row, 12).join('\n      ')}`,
  );
  console.error(
    `\nBuild failed: first-load JS over budget (load what only some visitors use when it is first used; fewer, fuller files):\n  ${reports.join('\n  ')}`,
  );
  process.exit(1);
}

writeFileSync(`${buildDir}/.stamp`, new Date().toISOString());
console.log(`Built ${buildDir}/client, ${buildDir}/server and ${buildDir}/service.`);
