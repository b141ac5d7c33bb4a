/**
 * Decision records read alike (issue 35): `# N. Title`, then `Status: … · Date: YYYY-MM-DD`, then
 * paragraphs led by a bold word (**Context.**, **Decision.**…), never their own heading levels.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = 'docs/decisions';
const records = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));

describe('decision records', () => {
  it.each(records)('%s has its number as title, a status and a date, and one heading', (name) => {
    const [title = '', blank, status = '', ...body] = readFileSync(`${dir}/${name}`, 'utf8').split(
      '\n',
    );
    expect(title).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. \\S`));
    expect(blank).toBe('');
    expect(status).toMatch(/^Status: [A-Z][^·]*· Date: \d{4}-\d{2}-\d{2}/);
    expect(body.filter((line) => /^#{1,6} /.test(line))).toEqual([]);
  });

  it('are numbered without gaps', () => {
    expect(records.map((name) => Number(name.slice(0, 4)))).toEqual(records.map((_, i) => i + 1));
  });
});
