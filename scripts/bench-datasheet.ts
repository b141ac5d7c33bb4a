/**
 * `npm run bench -- --datasheet`: how long a product's datasheet takes to make (docs/decisions/
 * 0052; the target is under 500 ms on the two-core machine). On a fresh data directory, migrated
 * and seeded, it makes every shown product's datasheet three times over (the first of all pays
 * for reading the fonts) and one of a product with 200 specifications, and prints the time and
 * size of each round. `--datasheet-out <dir>` also writes each PDF there, to look at. The
 * response cache answers every later download of the same content version from memory.
 * Reports, never asserts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client';
import { localFileStore } from '../server/media/file-store';
import { createMediaStore } from '../server/media/media-store';
import { createServices } from '../server/services';
import { seedContent } from '../server/services/content/seed-service';

const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;

/** The value after `flag` on the command line, if given. */
const argAfter = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

function summary(label: string, times: number[], sizes: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const slowest = sorted[sorted.length - 1] ?? 0;
  const largest = Math.max(...sizes);
  console.log(`| ${label} | ${times.length} | ${ms(median)} | ${ms(slowest)} | ${kb(largest)} |`);
}

export async function runDatasheetBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-datasheet-'));
  const out = argAfter('--datasheet-out');
  if (out) mkdirSync(out, { recursive: true });
  const database = await openDatabase({ driver: 'pglite', dir: join(root, 'pglite') });
  try {
    await database.migrate();
    const media = createMediaStore(database.db, localFileStore(join(root, 'media')));
    console.log('Seeding a fresh data directory…');
    await seedContent(database.db, media);
    const services = createServices(database.db, { media });
    const { items } = await services.content.page('products', { limit: 500 });
    const make = async (p: { family: string; slug: string }) => {
      const started = performance.now();
      const sheet = await services.datasheets.render(p.family, p.slug, 'https://example.com');
      const took = performance.now() - started;
      if (sheet && out)
        writeFileSync(join(out, `${p.family}--${p.slug.replace(/\//g, '--')}.pdf`), sheet.bytes);
      return { took, size: sheet?.bytes.length ?? 0 };
    };
    console.log(`\n| datasheets of the seeded products | made | median | slowest | largest |`);
    console.log('| --- | ---: | ---: | ---: | ---: |');
    const first = await make(items[0] ?? { family: '', slug: '' });
    console.log(
      `| the first of all (reads the fonts) | 1 | ${ms(first.took)} | ${ms(first.took)} | ${kb(first.size)} |`,
    );
    for (let round = 1; round <= 3; round++) {
      const made = [];
      for (const p of items) made.push(await make(p));
      summary(
        `round ${round}`,
        made.map((m) => m.took),
        made.map((m) => m.size),
      );
    }
    const long = items[0];
    if (long) {
      const values = {
        specs: Array.from({ length: 200 }, (_, i) => ({
          label: `Property ${i + 1}`,
          value: `Value ${i + 1} ≤ 50 Ω`,
          unit: '',
          filter: 'no',
        })),
      };
      const actor = { id: null, name: 'bench', ip: '127.0.0.1' };
      await services.writes.updateRecord('products', long._id, { values, files: {} }, actor);
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await make(long));
      summary(
        '200 specifications (5 pages)',
        made.map((m) => m.took),
        made.map((m) => m.size),
      );
    }
  } finally {
    await database.close();
    rmSync(root, { recursive: true, force: true });
  }
}
