/**
 * The browser tests' servers each on a port of their own (tests/e2e/ports.ts): two specs that
 * shared one signed in to each other's server and failed at random.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORT_OFFSETS } from '../e2e/ports';

describe('the browser tests’ ports', () => {
  it('are one offset per server, none shared', () => {
    const offsets = Object.values(PORT_OFFSETS);
    expect(new Set(offsets).size).toBe(offsets.length);
  });

  it('are all taken from the list: no spec adds its own number to E2E_PORT', () => {
    const own = readdirSync('tests/e2e')
      .filter((file) => file.endsWith('.ts') && file !== 'ports.ts')
      .filter((file) => /E2E_PORT \?\? \d+\) \+/.test(readFileSync(`tests/e2e/${file}`, 'utf8')));
    expect(own).toEqual([]);
  });
});
