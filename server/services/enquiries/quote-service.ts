/**
 * The quote basket: lines a buyer collects from product pages, kept on the server under a
 * random token (the visitor's cookie), then sent as one request for quote through the enquiry
 * service, which stores it first and e-mails it after, like every other enquiry. A configured
 * enclosure may bring a drawing (docs/decisions/0053): the basket keeps it in the private store
 * and the request sends it as its attachment, the one file a request carries.
 */
import { createHash, randomBytes } from 'node:crypto';
import { fieldErrors } from '../../../schemas/enquiry';
import { BASKET_MAX_LINES, basketLineSchema, type BasketLine } from '../../../schemas/quote';
import {
  configurationText,
  configurationUrl,
  lineKey,
} from '../../../schemas/enclosure-configuration';
import { fillIn } from '../../../content/text-template';
import type { Db } from '../../db/client';
import type { BasketDrawing } from '../../db/schema';
import type { FileStore } from '../../media/file-store';
import { quoteRepo } from '../../repositories/enquiries/quote-repo';
import type { ContentService } from '../content/content-service';
import type { EnquiryService, SubmitResult } from './enquiry-service';
import { createConfigurator } from '../catalogue/enclosure-configurator';
import { checkedAttachment, storeThenWrite, type UploadedCv } from './private-uploads';

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
  /** The name of the drawing that came with this line, which the request will carry. */
  drawing?: string;
}

export type BasketChange =
  | { ok: true; token: string; count: number; name: string; key: string }
  | { ok: false; fields: Record<string, string> };

/** What a drawing is called where the buyer and staff read it: the name it was sent with. */
const drawingName = (d: BasketDrawing) => d.name ?? d.file;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as the cookie carries it: anything else is no basket. */
const wellFormed = (token: string | undefined): token is string =>
  typeof token === 'string' && /^[\w-]{43}$/.test(token);

export function createQuoteService(
  db: Db,
  enquiries: EnquiryService,
  content: ContentService,
  files: FileStore,
) {
  const repo = quoteRepo(db);
  const configurator = createConfigurator(db, content);
  const basketOf = async (token: string | undefined) =>
    (wellFormed(token) ? await repo.basket(hashOf(token)) : undefined) ?? {
      items: [],
      drawing: null,
    };
  const linesOf = async (token: string | undefined) => (await basketOf(token)).items;
  /** Takes stored drawings out of the private store; one left behind is the sweep's. */
  const forget = (...drawings: (BasketDrawing | null | undefined)[]) => {
    const names = drawings.flatMap((d) => (d ? [d.file] : []));
    return names.length > 0 ? files.remove(names).catch(() => undefined) : undefined;
  };

  /**
   * Puts a checked line in the basket: one already there with its key is changed instead. A
   * drawing sent with it is stored first and named by the basket, replacing the one that line
   * brought before; a basket carries one drawing (the request's one attachment), so a drawing
   * for another line is refused while one is there.
   */
  async function put(
    token: string | undefined,
    line: BasketLine,
    name: string,
    upload?: { field: string; file: UploadedCv; taken: string },
  ): Promise<BasketChange> {
    const key = lineKey(line);
    const current = await basketOf(token);
    const others = current.items.filter((l) => lineKey(l) !== key);
    if (others.length >= BASKET_MAX_LINES)
      return {
        ok: false as const,
        fields: {
          productId: `A quote can hold ${BASKET_MAX_LINES} products: send this one first`,
        },
      };
    const checked = upload && checkedAttachment(upload.file);
    if (checked && 'refused' in checked)
      return { ok: false, fields: { [upload.field]: checked.refused } };
    const before = current.drawing;
    if (checked && before && before.line !== key)
      return {
        ok: false,
        fields: { [upload.field]: fillIn(upload.taken, { name: drawingName(before) }) },
      };
    const kept = wellFormed(token) ? token : randomBytes(32).toString('base64url');
    const lines = current.items.some((l) => lineKey(l) === key)
      ? current.items.map((l) => (lineKey(l) === key ? line : l))
      : [...current.items, line];
    if (!checked) {
      await repo.save(hashOf(kept), lines);
      return { ok: true as const, token: kept, count: lines.length, name, key };
    }
    const { stored, bytes, type, name: sentAs } = checked.file;
    const drawing: BasketDrawing = { file: stored, type, size: bytes.length, line: key };
    if (sentAs) drawing.name = sentAs;
    await storeThenWrite(files, checked.file, () => repo.save(hashOf(kept), lines, drawing));
    await forget(before);
    return { ok: true as const, token: kept, count: lines.length, name, key };
  }

  return {
    /** The basket's lines with their products; lines whose product went away are left out. */
    async basket(token: string | undefined): Promise<BasketItem[]> {
      const { items: lines, drawing } = await basketOf(token);
      const found = new Map(
        (await repo.products(lines.map((l) => l.productId))).map((p) => [p.id, p]),
      );
      const words = lines.some((l) => l.configuration) ? await configurator.words() : undefined;
      return lines.flatMap((l) => {
        const p = found.get(l.productId);
        if (!p) return [];
        const image = p.images.split(',')[0]?.trim() ?? '';
        const page = `/products/${p.family}/${p.slug}`;
        const key = lineKey(l);
        const drawn = drawing?.line === key ? drawingName(drawing) : undefined;
        const configured = l.configuration &&
          words && {
            url: configurationUrl(l.configuration, page),
            configurationText: configurationText(l.configuration, words, drawn),
          };
        return [{ ...l, key, name: p.name, url: page, image, ...configured, drawing: drawn }];
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
    async addConfigured(
      token: string | undefined,
      input: unknown,
      drawing?: UploadedCv,
    ): Promise<BasketChange> {
      const checked = await configurator.check(input);
      if (!checked.ok) return checked;
      const taken = drawing && (await configurator.words()).msgDrawingTaken;
      return put(
        token,
        checked.line,
        checked.name,
        drawing && taken !== undefined ? { field: 'drawingFile', file: drawing, taken } : undefined,
      );
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

    /**
     * Takes a line out by its key (a product's id, for a line that is not configured), with the
     * drawing it brought.
     */
    async remove(token: string | undefined, key: string) {
      if (!wellFormed(token)) return;
      const { items, drawing } = await basketOf(token);
      const goes = drawing?.line === key;
      await repo.save(
        hashOf(token),
        items.filter((l) => lineKey(l) !== key),
        goes ? null : undefined,
      );
      if (goes) await forget(drawing);
    },

    /** Takes the drawing out of the basket; its line stays. */
    async removeDrawing(token: string | undefined) {
      if (!wellFormed(token)) return;
      const { items, drawing } = await basketOf(token);
      if (!drawing) return;
      await repo.save(hashOf(token), items, null);
      await forget(drawing);
    },

    /**
     * Sends the basket as one request for quote; the basket is emptied once it is stored. The
     * request carries the file sent with it, or else the basket's drawing (a file sent with the
     * request replaces the drawing, which then goes).
     */
    async submit(
      token: string | undefined,
      input: unknown,
      ip: string,
      attachment?: UploadedCv,
    ): Promise<SubmitResult> {
      const { items, drawing } = await basketOf(token);
      const sent = attachment && attachment.bytes.length > 0;
      const kept =
        drawing && !sent
          ? {
              stored: drawing.file,
              name: drawing.name,
              line: drawing.line,
              shown: drawingName(drawing),
            }
          : undefined;
      const result = await enquiries.submitQuote(input, items, ip, attachment, kept);
      if (result.ok && result.id && wellFormed(token)) {
        await repo.remove(hashOf(token));
        if (sent) await forget(drawing);
      }
      return result;
    },

    /** Forgets baskets untouched for their days (a timer runs it). */
    sweep: () => repo.sweep(),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
