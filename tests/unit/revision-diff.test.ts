/** The history view's comparison as a reader sees it (content/revision-diff.ts). */
import { describe, expect, it } from 'vitest';
import { diffLines, richTextLines } from '../../content/revision-diff';

describe('comparing two versions', () => {
  it('reads rich text as its characters, every named or numbered entity decoded', () => {
    expect(
      richTextLines('<p>Caf&eacute; &amp; bar&nbsp;&rsquo;s &#8217; &#x2019; &bogus;</p>'),
    ).toEqual(['Café & bar ’s ’ ’ &bogus;']);
  });

  it('keeps what both have, and puts what was replaced before what replaced it', () => {
    expect(diffLines(['a', 'b', 'c', 'd'], ['b', 'x', 'd', 'e'])).toEqual([
      { op: 'removed', text: 'a' },
      { op: 'same', text: 'b' },
      { op: 'removed', text: 'c' },
      { op: 'added', text: 'x' },
      { op: 'same', text: 'd' },
      { op: 'added', text: 'e' },
    ]);
  });

  it('shows two very long fields as all removed, then all added', () => {
    const from = Array.from({ length: 600 }, (_, i) => `old ${i}`);
    const to = Array.from({ length: 600 }, (_, i) => (i === 0 ? 'old 0' : `new ${i}`));
    const lines = diffLines(from, to);
    expect(lines.slice(0, 600).every((l) => l.op === 'removed')).toBe(true);
    expect(lines.slice(600).every((l) => l.op === 'added')).toBe(true);
    expect(lines).toHaveLength(1200);
  });
});
