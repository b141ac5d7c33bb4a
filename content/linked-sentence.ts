/**
 * A sentence of the CMS with a link in it, written as editors would write it: the words in
 * [square brackets] are the link (`… see our [privacy notice].`). Pure, so the page and the
 * tests read a sentence one way.
 */
export interface LinkedSentence {
  before: string;
  link: string;
  after: string;
}

/**
 * The words before, of and after the link: the first `[…]` that holds some words. A sentence
 * without one is a link as a whole, so the link is never lost to a missing bracket.
 */
export function linkedSentence(text: string): LinkedSentence {
  const match = /\[([^[\]]*\S[^[\]]*)\]/.exec(text);
  const words = match?.[1];
  if (!match || words === undefined) return { before: '', link: text.trim(), after: '' };
  return {
    before: text.slice(0, match.index),
    link: words.trim(),
    after: text.slice(match.index + match[0].length),
  };
}
