/**
 * The enclosure configurator's rules (docs/decisions/0053): a configured enclosure checked by
 * its schema (schemas/enclosure-configuration.ts) and against the page that configures it, its
 * refusals and its description put into the words of the section `quote/enclosure-configurator`.
 * The basket (quote-service.ts), the page's action, the API and a request for quote's lines
 * (enquiry-service.ts) all go through here.
 */
import { fieldErrors } from '../../../schemas/field-errors';
import {
  configuredEnclosureSchema,
  configuredLine,
  configurationProblems,
  configurationText,
  configurationUrl,
  CONFIGURATOR_PAGE,
  lineKey,
  type ConfigurationWords,
  type EnclosureConfiguration,
} from '../../../schemas/enclosure-configuration';
import type { BasketLine } from '../../../schemas/quote';
import type { StoredConfiguration } from '../../../schemas/quote-items';
import type { Db } from '../../db/client';
import { quoteRepo } from '../../repositories/enquiries/quote-repo';
import type { ContentService } from '../content/content-service';

export type ConfigurationCheck =
  | { ok: true; line: BasketLine & { configuration: EnclosureConfiguration }; name: string }
  | { ok: false; fields: Record<string, string> };

/**
 * A request for quote's refusal with its lines' configuration messages (`items.0.configuration.
 * height`: the schema's section field names) put into words; the other messages stay.
 */
export function configurationMessages(
  fields: Record<string, string>,
  words: ConfigurationWords,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const field = /\.configuration\.(\w+)$/.exec(name)?.[1];
      return [
        name,
        field ? (configurationProblems({ [field]: message }, words)[field] ?? message) : message,
      ];
    }),
  );
}

/**
 * What a request for quote's configured lines keep (by the lines' places): the configuration,
 * its words as the buyer saw them, and the configurator's address filled in, so the inbox, the
 * e-mail and the CSV say the same and staff can open it. A configuration on a product other than
 * the configurator's is refused. The line that brought the request's drawing says so by its name.
 */
export async function configuredItems(
  content: ContentService,
  lines: readonly BasketLine[],
  products: ReadonlyMap<string, { family: string; slug: string }>,
  /** The drawing the request carries, and the key of the line it came with. */
  drawing?: { line: string; shown: string },
): Promise<
  | { items: ({ configuration: StoredConfiguration; url: string } | undefined)[] }
  | { refused: Record<string, string> }
> {
  if (!lines.some((l) => l.configuration)) return { items: [] };
  const words: ConfigurationWords = await content.section('quote/enclosure-configurator');
  const items = lines.map((l) => {
    const p = products.get(l.productId);
    if (!l.configuration || !p) return undefined;
    const page = `/products/${p.family}/${p.slug}`;
    if (page !== CONFIGURATOR_PAGE) return 'refused' as const;
    const drawn = drawing?.line === lineKey(l) ? drawing.shown : undefined;
    const text = configurationText(l.configuration, words, drawn);
    return {
      configuration: { ...l.configuration, text },
      url: configurationUrl(l.configuration, page),
    };
  });
  const refused = items.flatMap((item, n) =>
    item === 'refused' ? [[`items.${n}.productId`, words.msgProduct] as const] : [],
  );
  if (refused.length > 0) return { refused: Object.fromEntries(refused) };
  return { items: items.map((item) => (item === 'refused' ? undefined : item)) };
}

export function createConfigurator(db: Db, content: ContentService) {
  const repo = quoteRepo(db);
  const words = (): Promise<ConfigurationWords> => content.section('quote/enclosure-configurator');

  /** The line the input asks for, on the configurator's own product, or its problems in words. */
  async function check(input: unknown): Promise<ConfigurationCheck> {
    const parsed = configuredEnclosureSchema.safeParse(input);
    if (!parsed.success)
      return { ok: false, fields: configurationProblems(fieldErrors(parsed.error), await words()) };
    const [product] = await repo.products([parsed.data.productId]);
    // Only the page that shows the configurator takes a configuration: a gland has no doors.
    if (!product || `/products/${product.family}/${product.slug}` !== CONFIGURATOR_PAGE)
      return {
        ok: false,
        fields: configurationProblems({ productId: 'msgProduct' }, await words()),
      };
    return { ok: true, line: configuredLine(parsed.data), name: product.name };
  }

  return {
    words,
    check,
    /** What the API's check answers: the configuration, its words and its address. */
    async describe(input: unknown) {
      const checked = await check(input);
      if (!checked.ok) return checked;
      const { configuration, quantity, note } = checked.line;
      return {
        ok: true as const,
        configuration,
        quantity,
        note,
        text: configurationText(configuration, await words()),
        url: configurationUrl(configuration),
      };
    },
  };
}
