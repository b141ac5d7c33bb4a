/**
 * The quote baskets' SQL, and the numbers of requests for quote. A basket is found by its
 * token's hash; one untouched for BASKET_DAYS is as good as gone and is swept.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { BASKET_DAYS, type BasketLine } from '../../schemas/quote';
import type { Db } from '../db/client';
import { products, quoteBaskets } from '../db/schema';

const DAY_MS = 86_400_000;
const freshSince = () => new Date(Date.now() - BASKET_DAYS * DAY_MS);

export function quoteRepo(db: Db) {
  return {
    /** The lines of a basket still within its days, or undefined. */
    async lines(tokenHash: string): Promise<BasketLine[] | undefined> {
      const [row] = await db
        .select({ items: quoteBaskets.items })
        .from(quoteBaskets)
        .where(
          and(eq(quoteBaskets.tokenHash, tokenHash), gte(quoteBaskets.updatedAt, freshSince())),
        )
        .limit(1);
      return row?.items;
    },
    /** Stores a basket's lines (a new basket, or a changed one), restarting its days. */
    save: (tokenHash: string, items: BasketLine[]) =>
      db
        .insert(quoteBaskets)
        .values({ tokenHash, items, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: quoteBaskets.tokenHash,
          set: { items, updatedAt: new Date() },
        }),
    remove: (tokenHash: string) =>
      db.delete(quoteBaskets).where(eq(quoteBaskets.tokenHash, tokenHash)),
    /** Baskets past their days: run now and then, never on a visitor's request path. */
    sweep: () => db.delete(quoteBaskets).where(lt(quoteBaskets.updatedAt, freshSince())),
    /** The shown products among `ids`: what a line may name. */
    products: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: products.id,
              name: products.name,
              family: products.family,
              slug: products.slug,
              images: products.images,
            })
            .from(products)
            .where(and(inArray(products.id, [...ids]), eq(products.visibility, 'shown'))),
    nextNumber: async (): Promise<number> => {
      const result = (await db.execute(
        sql`select nextval('quote_reference_seq') as n`,
      )) as unknown as {
        rows: { n: string | number }[];
      };
      return Number(result.rows[0]?.n);
    },
  };
}
