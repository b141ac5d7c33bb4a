/**
 * What each file in this folder shows: the description the media library gets when the seed
 * stores it (issue 30), or `decorative` when it adds nothing a reader needs, chosen on purpose.
 * Every file here has an entry (tests/unit/seed-descriptions.test.ts), and a seed file names one
 * as `{file: <name>}`, refused without an entry (content/seed-data.ts).
 */
export type AssetDescription = { alt: string } | { decorative: true };

export const seedAssets = {
  // The muted loop beside "Why choose us" on the home page.
  'factory-loop.mp4': { alt: 'Our factory and teams at work' },
} as const satisfies Record<string, AssetDescription>;

export type SeedAssetFile = keyof typeof seedAssets;

/** Whether this folder has the file, described. */
export const isSeedAsset = (file: string): file is SeedAssetFile => Object.hasOwn(seedAssets, file);

/** A marker for a file of this folder, which the seeder stores with its description. */
export const seedAsset = (file: SeedAssetFile): string => `seed-asset:${file}`;
