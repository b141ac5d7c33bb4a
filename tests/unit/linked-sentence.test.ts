/** The privacy sentence beside every form's send button: the words in brackets are the link. */
import { describe, expect, it } from 'vitest';
import { linkedSentence } from '../../content/linked-sentence';

describe('a sentence with a link in it', () => {
  it('links the words in square brackets', () => {
    expect(
      linkedSentence('We use these details only for this request; see our [privacy notice].'),
    ).toEqual({
      before: 'We use these details only for this request; see our ',
      link: 'privacy notice',
      after: '.',
    });
  });

  it('links the whole sentence when it has no brackets', () => {
    expect(linkedSentence(' Read our privacy notice. ')).toEqual({
      before: '',
      link: 'Read our privacy notice.',
      after: '',
    });
  });

  it('links the first bracketed words only, and never empty brackets', () => {
    expect(linkedSentence('[] See [our notice] and [this].')).toEqual({
      before: '[] See ',
      link: 'our notice',
      after: ' and [this].',
    });
    expect(linkedSentence('Nothing [ ] here.')).toEqual({
      before: '',
      link: 'Nothing [ ] here.',
      after: '',
    });
  });
});
