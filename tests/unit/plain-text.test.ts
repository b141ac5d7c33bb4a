import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextToHtml } from '../../content/plain-text';

describe('plain text as rich text', () => {
  it('makes paragraphs of blank-line blocks, escaping what would be markup', () => {
    expect(plainTextToHtml('One & two.\n\n  Three <b>\nfour  \n\n\n')).toBe(
      '<p>One &amp; two.</p><p>Three &lt;b&gt; four</p>',
    );
    expect(plainTextToHtml('')).toBe('');
  });

  it('reads back as the paragraphs it was written from', () => {
    const text = 'Racks for pallets < 1,000 kg & more.\n\nInstalled by us.';
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
  });
});
