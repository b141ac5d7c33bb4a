/**
 * `npm run bench -- --export-memory`: does the enquiries CSV stream, whatever its length? For
 * 50,000 and 100,000 enquiries, on PGlite and (when one answers at BENCH_PG_URL) PostgreSQL, it
 * starts the real app on a fresh database, downloads `/api/v1/enquiries.csv` twice over a real
 * socket (the body is counted and dropped) and prints the process's RSS before and at its
 * highest during each. Streaming means the growth does not follow the row count.
 */
import { request } from 'node:http';
import { enquiriesRepo } from '../server/repositories/enquiries/enquiries-repo';
import { createTestApp, signIn, SUPER_PASSWORD } from '../tests/helpers/test-app';
import { postgresAnswers } from './lib/server';

const sizes = [50_000, 100_000];
const pgBaseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const request200 = 'switchgear transformer substation feeder busbar breaker relay panel '.repeat(8);
const rssMb = () => process.memoryUsage().rss / 1e6;

async function measure(rows: number) {
  const app = await createTestApp();
  try {
    const repo = enquiriesRepo(app.database.db);
    for (let start = 0; start < rows; start += 1000) {
      await repo.insertMany(
        Array.from({ length: Math.min(1000, rows - start) }, (_, k) => {
          const i = start + k;
          const email = `buyer${i}@example.com`;
          return {
            type: 'quote' as const,
            status: 'new' as const,
            name: `Buyer ${i}`,
            email,
            data: {
              firstName: 'Buyer',
              lastName: String(i),
              email,
              phone: '08031234567',
              company: 'Example Ltd',
              request: request200,
              productLine: 'Switchgear',
              documentUrl: '',
            },
            emailStatus: 'off' as const,
            createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          };
        }),
      );
    }
    const { cookie } = await signIn(app, 'super_admin', SUPER_PASSWORD);
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = app.fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const runs: { before: number; highest: number; bytes: number; ms: number }[] = [];
    for (let run = 0; run < 2; run++) {
      const before = rssMb();
      let highest = before;
      let bytes = 0;
      const sampler = setInterval(() => (highest = Math.max(highest, rssMb())), 10);
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        request({ port, path: '/api/v1/enquiries.csv', headers: { cookie } }, (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', resolve);
          res.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
      clearInterval(sampler);
      runs.push({ before, highest, bytes, ms: performance.now() - started });
    }
    return runs;
  } finally {
    await app.close();
  }
}

export async function runExportMemory() {
  const drivers: ('pglite' | 'postgres')[] = ['pglite'];
  if (await postgresAnswers(pgBaseUrl)) drivers.push('postgres');
  console.log('| Driver | Enquiries | CSV size | Time | RSS before → highest (MB), two runs |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const driver of drivers) {
    process.env.TEST_DB = driver;
    process.env.TEST_DATABASE_URL = pgBaseUrl;
    for (const rows of sizes) {
      const runs = await measure(rows);
      const growth = runs
        .map(
          (r) =>
            `${Math.round(r.before)} → ${Math.round(r.highest)} (+${Math.round(r.highest - r.before)})`,
        )
        .join(', ');
      const first = runs[0];
      console.log(
        `| ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${rows.toLocaleString('en')} | ${((first?.bytes ?? 0) / 1e6).toFixed(1)} MB | ${((first?.ms ?? 0) / 1000).toFixed(1)} s | ${growth} |`,
      );
    }
  }
}
