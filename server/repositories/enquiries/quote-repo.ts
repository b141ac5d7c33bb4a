/**
 * The quote baskets' SQL, and the numbers of requests for quote. A basket is found by its
 * token's hash; one untouched for BASKET_DAYS is as good as gone and is swept (its drawing, which
 * no row then names, goes with the private-file sweep).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { BASKET_DAYS, type BasketLine } from '../../../schemas/quote';
import type { Db } from '../../db/client';
import { products, quoteBaskets, type BasketDrawing } from '../../db/schema';

const DAY_MS = 86_400_000;
const freshSince = () => new Date(Date.now() - BASKET_DAYS * DAY_MS);

export function quoteRepo(db: Db) {
  return {
    /** The lines of a basket still within its days, or undefined. */
    async lines(tokenHash: string): Promise<BasketLine[] | undefined> {
      return (await this.basket(tokenHash))?.items;
    },
    /** A basket still within its days (its lines and its drawing), or undefined. */
    async basket(tokenHash: string) {
      const [row] = await db
        .select({ items: quoteBaskets.items, drawing: quoteBaskets.drawing })
        .from(quoteBaskets)
        .where(
          and(eq(quoteBaskets.tokenHash, tokenHash), gte(quoteBaskets.updatedAt, freshSince())),
        )
        .limit(1);
      return row;
    },
    /**
     * Stores a basket's lines (a new basket, or a changed one), restarting its days; its drawing
     * changes only when one is given (`null` takes it away).
     */
    save: (tokenHash: string, items: BasketLine[], drawing?: BasketDrawing | null) =>
      db
        .insert(quoteBaskets)
        .values({ tokenHash, items, drawing: drawing ?? null, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: quoteBaskets.tokenHash,
          set: { items, updatedAt: new Date(), ...(drawing !== undefined && { drawing }) },
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
