/**
 * The quote basket: lines a buyer collects from product pages, kept on the server under a
 * random token (the visitor's cookie), then sent as one request for quote through the enquiry
 * service, which stores it first and e-mails it after, like every other enquiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { fieldErrors } from '../../schemas/enquiry';
import { BASKET_MAX_LINES, basketLineSchema, type BasketLine } from '../../schemas/quote';
import {
  configurationText,
  configurationUrl,
  lineKey,
} from '../../schemas/enclosure-configuration';
import type { Db } from '../db/client';
import { quoteRepo } from '../repositories/quote-repo';
import type { ContentService } from './content-service';
import type { EnquiryService, SubmitResult, UploadedCv } from './enquiry-service';
import { createConfigurator } from './enclosure-configurator';

export interface BasketItem extends BasketLine {
  /** Which line it is (schemas/enclosure-configuration.ts `lineKey`): its forms name it. */
  key: string;
  name: string;
  /** The product's page; a configured line's, its configurator filled in. */
  url: string;
  /** The product's first photo, if it has one. */
  image: string;
  /** A configured enclosure's description in words. */
  configurationText?: string;
}

export type BasketChange =
  | { ok: true; token: string; count: number; name: string; key: string }
  | { ok: false; fields: Record<string, string> };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as the cookie carries it: anything else is no basket. */
const wellFormed = (token: string | undefined): token is string =>
  typeof token === 'string' && /^[\w-]{43}$/.test(token);

export function createQuoteService(db: Db, enquiries: EnquiryService, content: ContentService) {
  const repo = quoteRepo(db);
  const configurator = createConfigurator(db, content);
  const linesOf = async (token: string | undefined) =>
    wellFormed(token) ? ((await repo.lines(hashOf(token))) ?? []) : [];

  /** Puts a checked line in the basket: one already there with its key is changed instead. */
  async function put(token: string | undefined, line: BasketLine, name: string) {
    const key = lineKey(line);
    const current = await linesOf(token);
    const others = current.filter((l) => lineKey(l) !== key);
    if (others.length >= BASKET_MAX_LINES)
      return {
        ok: false as const,
        fields: {
          productId: `A quote can hold ${BASKET_MAX_LINES} products: send this one first`,
        },
      };
    const kept = wellFormed(token) ? token : randomBytes(32).toString('base64url');
    const lines = current.some((l) => lineKey(l) === key)
      ? current.map((l) => (lineKey(l) === key ? line : l))
      : [...current, line];
    await repo.save(hashOf(kept), lines);
    return { ok: true as const, token: kept, count: lines.length, name, key };
  }

  return {
    /** The basket's lines with their products; lines whose product went away are left out. */
    async basket(token: string | undefined): Promise<BasketItem[]> {
      const lines = await linesOf(token);
      const found = new Map(
        (await repo.products(lines.map((l) => l.productId))).map((p) => [p.id, p]),
      );
      const words = lines.some((l) => l.configuration) ? await configurator.words() : undefined;
      return lines.flatMap((l) => {
        const p = found.get(l.productId);
        if (!p) return [];
        const image = p.images.split(',')[0]?.trim() ?? '';
        const page = `/products/${p.family}/${p.slug}`;
        const configured = l.configuration &&
          words && {
            url: configurationUrl(l.configuration, page),
            configurationText: configurationText(l.configuration, words),
          };
        return [{ ...l, key: lineKey(l), name: p.name, url: page, image, ...configured }];
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
      return put(token, line, product.name);
    },

    /**
     * Puts a configured enclosure in the basket (the configurator's form, decision 0053); its
     * refusals are said in the configurator's words, beside each field.
     */
    async addConfigured(token: string | undefined, input: unknown): Promise<BasketChange> {
      const checked = await configurator.check(input);
      if (!checked.ok) return checked;
      return put(token, checked.line, checked.name);
    },

    /** A configuration checked and described, or its problems (the API's check). */
    describe: (input: unknown) => configurator.describe(input),

    /** Changes the quantities of lines already in the basket (the /quote page's form). */
    async setQuantities(
      token: string | undefined,
      quantities: Record<string, unknown>,
    ): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
      if (!wellFormed(token)) return { ok: true };
      const current = await linesOf(token);
      const fields: Record<string, string> = {};
      const lines = current.map((l) => {
        const key = lineKey(l);
        if (!(key in quantities)) return l;
        const parsed = basketLineSchema.safeParse({ ...l, quantity: quantities[key] });
        if (parsed.success) return parsed.data;
        fields[`quantity-${key}`] = fieldErrors(parsed.error).quantity ?? 'Enter a quantity';
        return l;
      });
      if (Object.keys(fields).length > 0) return { ok: false, fields };
      await repo.save(hashOf(token), lines);
      return { ok: true };
    },

    /** Takes a line out by its key (a product's id, for a line that is not configured). */
    async remove(token: string | undefined, key: string) {
      if (!wellFormed(token)) return;
      const current = await linesOf(token);
      await repo.save(
        hashOf(token),
        current.filter((l) => lineKey(l) !== key),
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
