/**
 * No runtime import cycle in the service, the app or the registry: a cycle makes the order in
 * which modules are evaluated decide whether a value is there yet (issue 35 found one through
 * three layers: api/errors → http/request-log → cache/response-cache → api/errors). Type-only
 * imports count too (issue 54): erased at build time, they still tie the two files, so neither
 * can be read or moved without the other.
 *
 * The one cycle allowed is the CMS form's own recursion: a list or a group holds fields, which
 * may be lists or groups.
 */
import { readdirSync } from 'node:fs';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const intended = /^app\/components\/cms\/form\//;
const sources = ['server', 'app', 'content', 'schemas'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);

describe('the import graph', () => {
  // Parsing every source with TypeScript is CPU work: about 19 s on a loaded two-core machine,
  // which CI's busier moments stretched past the suite's 30 s default.
  it('has no cycle but the CMS form’s recursion', { timeout: 180_000 }, async () => {
    const tree = await parseDependencyTree(sources, {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: true,
    });
    const cycles = parseCircular(tree, true).filter(
      (cycle) => !cycle.every((file) => intended.test(file)),
    );
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
    // The check sees the graph: the form's recursion itself is found.
    expect(parseCircular(tree, true).length).toBeGreaterThan(0);
  });
});
