/**
 * The quote basket: lines a buyer collects from product pages, kept on the server under a
 * random token (the visitor's cookie), then sent as one request for quote through the enquiry
 * service, which stores it first and e-mails it after, like every other enquiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { fieldErrors } from '../../schemas/enquiry';
import { BASKET_MAX_LINES, basketLineSchema, type BasketLine } from '../../schemas/quote';
import type { Db } from '../db/client';
import { quoteRepo } from '../repositories/quote-repo';
import type { EnquiryService, SubmitResult, UploadedCv } from './enquiry-service';

export interface BasketItem extends BasketLine {
  name: string;
  url: string;
  /** The product's first photo, if it has one. */
  image: string;
}

export type BasketChange =
  | { ok: true; token: string; count: number; name: string }
  | { ok: false; fields: Record<string, string> };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as the cookie carries it: anything else is no basket. */
const wellFormed = (token: string | undefined): token is string =>
  typeof token === 'string' && /^[\w-]{43}$/.test(token);

export function createQuoteService(db: Db, enquiries: EnquiryService) {
  const repo = quoteRepo(db);
  const linesOf = async (token: string | undefined) =>
    wellFormed(token) ? ((await repo.lines(hashOf(token))) ?? []) : [];

  return {
    /** The basket's lines with their products; lines whose product went away are left out. */
    async basket(token: string | undefined): Promise<BasketItem[]> {
      const lines = await linesOf(token);
      const found = new Map(
        (await repo.products(lines.map((l) => l.productId))).map((p) => [p.id, p]),
      );
      return lines.flatMap((l) => {
        const p = found.get(l.productId);
        if (!p) return [];
        const image = p.images.split(',')[0]?.trim() ?? '';
        return [{ ...l, name: p.name, url: `/products/${p.family}/${p.slug}`, image }];
      });
    },
    /** How many lines the basket holds (the header's count). */
    count: async (token: string | undefined) => (await linesOf(token)).length,

    /**
     * Puts a product in the basket with this quantity and note; adding one already there
     * changes its line, so sending the form twice (a reload) does not double it.
     */
    async add(token: string | undefined, input: unknown): Promise<BasketChange> {
      const parsed = basketLineSchema.safeParse(input);
      if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
      const line = parsed.data;
      const [product] = await repo.products([line.productId]);
      if (!product)
        return { ok: false, fields: { productId: 'That product is not in our catalogue' } };
      const current = await linesOf(token);
      const others = current.filter((l) => l.productId !== line.productId);
      if (others.length >= BASKET_MAX_LINES)
        return {
          ok: false,
          fields: {
            productId: `A quote can hold ${BASKET_MAX_LINES} products: send this one first`,
          },
        };
      const kept = wellFormed(token) ? token : randomBytes(32).toString('base64url');
      const lines = current.some((l) => l.productId === line.productId)
        ? current.map((l) => (l.productId === line.productId ? line : l))
        : [...current, line];
      await repo.save(hashOf(kept), lines);
      return { ok: true, token: kept, count: lines.length, name: product.name };
    },

    /** Changes the quantities of lines already in the basket (the /quote page's form). */
    async setQuantities(
      token: string | undefined,
      quantities: Record<string, unknown>,
    ): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
      if (!wellFormed(token)) return { ok: true };
      const current = await linesOf(token);
      const fields: Record<string, string> = {};
      const lines = current.map((l) => {
        if (!(l.productId in quantities)) return l;
        const parsed = basketLineSchema.safeParse({ ...l, quantity: quantities[l.productId] });
        if (parsed.success) return parsed.data;
        fields[`quantity-${l.productId}`] =
          fieldErrors(parsed.error).quantity ?? 'Enter a quantity';
        return l;
      });
      if (Object.keys(fields).length > 0) return { ok: false, fields };
      await repo.save(hashOf(token), lines);
      return { ok: true };
    },

    async remove(token: string | undefined, productId: string) {
      if (!wellFormed(token)) return;
      const current = await linesOf(token);
      await repo.save(
        hashOf(token),
        current.filter((l) => l.productId !== productId),
      );
    },

    /** Sends the basket as one request for quote; the basket is emptied once it is stored. */
    async submit(
      token: string | undefined,
      input: unknown,
      ip: string,
      attachment?: UploadedCv,
    ): Promise<SubmitResult> {
      const result = await enquiries.submitQuote(input, await linesOf(token), ip, attachment);
      if (result.ok && result.id && wellFormed(token)) await repo.remove(hashOf(token));
      return result;
    },

    /** Forgets baskets untouched for their days (a timer runs it). */
    sweep: () => repo.sweep(),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
