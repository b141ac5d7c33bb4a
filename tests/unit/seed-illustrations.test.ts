/**
 * The seed's pictures show the product (issue 51, point 5): every product, family, industry,
 * service and partner image of the seed gets a technical drawing of its kind rather than the
 * abstract art, different kinds look different, and no drawing carries words.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '../../content/registry';
import { artKinds, illustrationSvg } from '../../server/media/illustrations';
import { artFor } from '../../server/media/illustrations/art-for';
import { placeholderAlt, renderPlaceholder } from '../../server/media/placeholder-image';
import { loadSectionSeeds, loadSeedRecords } from '../../server/services/content/seed-files';

/** The labels of the `placeholder:` markers in a seed value. */
function labelsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const part of value.split(',')) {
      if (part.startsWith('placeholder:')) into.push(part.split(':').slice(2).join(':'));
    }
  } else if (Array.isArray(value)) value.forEach((v) => labelsIn(v, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => labelsIn(v, into));
  return into;
}

/** The images that show something a buyer should recognise: products, industries, services. */
async function productLabels(): Promise<string[]> {
  const labels: string[] = [];
  for (const name of ['products', 'productFamilies', 'partners', 'caseStudies'] as const) {
    labelsIn(await loadSeedRecords(collections[name]), labels);
  }
  for (const [key, seed] of await loadSectionSeeds()) {
    if (/^(services\/|catalogue\/industries)/.test(key)) labelsIn(seed, labels);
  }
  return labels;
}

describe('seed illustrations', () => {
  it('gives every product, family, industry, service and partner image a drawing', async () => {
    const labels = await productLabels();
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((label) => !artFor(label))).toEqual([]);
  });

  it('says in the alt text what the drawing shows, and that a partner logo is a placeholder', () => {
    expect(placeholderAlt('IP68 cable gland')).toBe('IP68 cable gland');
    expect(placeholderAlt('Placeholder for the logo of ABB')).toBe(
      'Placeholder for the logo of ABB',
    );
    // People, places and backdrops behind a heading keep their own words over abstract art.
    expect(placeholderAlt('Map of our Lagos head office')).toBe('Map of our Lagos head office');
    expect(placeholderAlt('Switchgear assembly floor')).toBe('Switchgear assembly floor');
  });

  it('draws each kind without words, and two kinds never alike', () => {
    const seen = new Map<string, string>();
    for (const kind of artKinds) {
      const svg = illustrationSvg(kind, 800, 600);
      expect(svg, kind).not.toMatch(/<text|<tspan|<textPath|<foreignObject/);
      const digest = createHash('sha1').update(svg).digest('hex');
      expect(seen.get(digest), `${kind} draws the same as ${seen.get(digest)}`).toBeUndefined();
      seen.set(digest, kind);
    }
  });

  it('renders different pictures for two different kinds', async () => {
    const [gland, board] = await Promise.all([
      renderPlaceholder(360, 270, 'IP68 cable gland'),
      renderPlaceholder(360, 270, 'Distribution boards'),
    ]);
    expect(gland.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(gland.equals(board)).toBe(false);
  });
});
