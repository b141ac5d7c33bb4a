/**
 * The Power Protection & Distribution sections hold nothing of their own: each is its product
 * record (content/catalogue/products-seed.ts).
 */
import type { SeedsOf } from '../../section';
import type { sections } from '../../sections/products/power-protection-and-distribution';

export const seed: SeedsOf<typeof sections> = {};
