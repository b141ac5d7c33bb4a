/**
 * Every file the seed puts in the media library is described or marked decorative on purpose
 * (issue 30): a seed asset by content/seed/assets/descriptions.ts, a generated placeholder by
 * its label. A new file in content/seed/assets without an entry fails here.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { collections } from '../../content/registry';
import { seedAssets, type AssetDescription } from '../../content/seed/assets/descriptions';
import { seedAssetsDir } from '../../server/paths';
import { loadSectionSeeds, loadSeedRecords } from '../../server/services/content/seed-files';

/** Every `placeholder:` and `seed-asset:` marker in the seeds of sections and collections. */
async function seedMarkers(): Promise<string[]> {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      found.push(...value.split(',').filter((p) => /^(placeholder|seed-asset):/.test(p)));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([...(await loadSectionSeeds()).values()]);
  for (const collection of Object.values(collections)) {
    walk(await loadSeedRecords(collection));
  }
  return found;
}

const entries: Record<string, AssetDescription> = seedAssets;

describe('descriptions of seeded files', () => {
  it('describes every seed asset, or marks it decorative on purpose', async () => {
    const files = (await readdir(seedAssetsDir)).filter((f) => !/\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const entry = entries[file];
      expect(entry, `${file} needs an entry in content/seed/assets/descriptions.ts`).toBeDefined();
      if (entry && 'alt' in entry) expect(entry.alt.trim(), file).not.toBe('');
      else expect(entry, file).toEqual({ decorative: true });
    }
    // And no entry outlives its file.
    expect(Object.keys(entries).filter((f) => !files.includes(f))).toEqual([]);
  });

  it('names only described assets in the seeds, and labels every placeholder', async () => {
    const markers = await seedMarkers();
    expect(markers.length).toBeGreaterThan(100);
    for (const marker of markers) {
      if (marker.startsWith('seed-asset:')) {
        expect(Object.keys(entries), marker).toContain(marker.slice('seed-asset:'.length));
      } else {
        const label = marker.split(':').slice(2).join(':');
        // The label becomes the image's alt text: a readable phrase, not blank or padded.
        expect(label, marker).toMatch(/^\S(.*\S)?$/);
        expect(label, marker).toMatch(/[a-z]/i);
      }
    }
  });
});
