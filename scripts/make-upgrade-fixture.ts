/**
 * Makes tests/fixtures/release-3ac3487-sections.json: the product sections of a site of the
 * release before decision 0024, as an editor left them. Against that release's running server,
 * it signs in, and for every section whose key starts with `products/` or `catalogue/` appends
 * a marker unique to the section and field to each non-empty text field (in a list, to the
 * first entry's, in nested lists too), PATCHes the section through the API, reads it back and
 * writes the stored values (without `_id`) keyed by section key.
 *
 *   cd <checkout of the release> && npm start    # PORT=3480, SUPER_ADMIN_PASSWORD=…
 *   cd <checkout of the release> && npx tsx <this repo>/scripts/make-upgrade-fixture.ts
 *
 * The release's own field declarations (its content/registry.ts, read from the current
 * directory or RELEASE_DIR) say which fields are text and how long they may be: a marker that
 * does not fit is given room by shortening the text, or made shorter. Links, slugs (a page's
 * address), choices, e-mails, phones and media are left alone, and so are empty fields. Rich
 * text gets the marker as a paragraph.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface OldField {
  kind: string;
  schema: { safeParse(value: unknown): { success: boolean } };
  fields?: Record<string, OldField>;
}
interface OldSection {
  key: string;
  fields: Record<string, OldField>;
}

const site = process.env.SITE_URL ?? 'http://127.0.0.1:3480';
const password = process.env.SUPER_ADMIN_PASSWORD ?? 'fixture-password';
const release = resolve(process.env.RELEASE_DIR ?? process.cwd());
const out = resolve(
  process.env.OUT ??
    join(
      dirname(fileURLToPath(import.meta.url)),
      '../tests/fixtures/release-3ac3487-sections.json',
    ),
);

const { sectionList } = (await import(
  pathToFileURL(join(release, 'content/registry.ts')).href
)) as {
  sectionList: readonly OldSection[];
};

async function api(path: string, init: RequestInit = {}, token?: string): Promise<unknown> {
  const res = await fetch(`${site}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const shortKey = (key: string) =>
  key
    .replace(/^products\//, 'p-')
    .replace(/^catalogue\//, 'c-')
    .replace(/\//g, '-');

let shortMarkers = 0;
const changed: string[] = [];
const skipped: string[] = [];

/** `text` with the marker appended, fitted to the field's own schema; undefined if none fits. */
function marked(text: string, marker: string, accepts: (v: string) => boolean): string | undefined {
  for (let kept = text; ; kept = kept.slice(0, -10).trimEnd()) {
    const candidate = kept ? `${kept} ${marker}` : marker;
    if (accepts(candidate)) return candidate;
    if (!kept) return undefined;
  }
}

/** One text with a marker for `where` (`<short key>-<field path>`), or undefined. */
function edit(text: string, where: string, accepts: (v: string) => boolean): string | undefined {
  const fitted =
    marked(text, `[edited-${where}]`, accepts) ??
    marked(text, `[edited-${++shortMarkers}]`, accepts);
  (fitted ? changed : skipped).push(where);
  return fitted;
}

/** The value with markers in its text fields (and its lists' first entries). */
function editFields(
  value: Record<string, unknown>,
  fields: Record<string, OldField>,
  where: string,
): Record<string, unknown> {
  const next = { ...value };
  for (const [name, field] of Object.entries(fields)) {
    const v = value[name];
    const at = `${where}-${name}`;
    if (name === 'slug') continue;
    if ((field.kind === 'text' || field.kind === 'textarea') && typeof v === 'string' && v) {
      const edited = edit(v, at, (c) => field.schema.safeParse(c).success);
      if (edited) next[name] = edited;
    } else if (field.kind === 'richText' && typeof v === 'string' && v) {
      next[name] = `${v}<p>[edited-${at}]</p>`;
      changed.push(at);
    } else if (field.kind === 'stringList' && Array.isArray(v) && typeof v[0] === 'string') {
      const [first = '', ...rest] = v as string[];
      const edited = edit(first, at, (c) => field.schema.safeParse([c]).success);
      if (edited) next[name] = [edited, ...rest];
    } else if (field.kind === 'list' && field.fields && Array.isArray(v) && v.length > 0) {
      const [first = {}, ...rest] = v as Record<string, unknown>[];
      next[name] = [editFields(first, field.fields, at), ...rest];
    }
  }
  return next;
}

const login = (await api('/api/v1/auth/login', {
  method: 'POST',
  body: JSON.stringify({ username: 'super_admin', password }),
})) as { token: string };
const listed = (await api('/api/v1/sections')) as { sections: { key: string; path: string }[] };
const product = listed.sections.filter((s) => /^(products|catalogue)\//.test(s.key));

const byKey = new Map(sectionList.map((s) => [s.key, s]));
const envelopeValue = (answer: unknown) => {
  const [value] = Object.values(answer as Record<string, Record<string, unknown>>);
  const { _id: _, ...data } = value ?? {};
  return data;
};

for (const { key, path } of product) {
  const section = byKey.get(key);
  if (!section) throw new Error(`${key} is not declared in ${release}`);
  const before = envelopeValue(await api(path, {}, login.token));
  const after = editFields(before, section.fields, shortKey(key));
  const patch = Object.fromEntries(Object.entries(after).filter(([k, v]) => v !== before[k]));
  if (Object.keys(patch).length === 0) continue;
  await api(path, { method: 'PATCH', body: JSON.stringify(patch) }, login.token);
}

const fixture: Record<string, unknown> = {};
for (const { key, path } of product) fixture[key] = envelopeValue(await api(path, {}, login.token));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(
  `${product.length} sections, ${changed.length} fields marked, written to ${out}.` +
    (skipped.length ? `\nNo marker fits: ${skipped.join(', ')}` : ''),
);
