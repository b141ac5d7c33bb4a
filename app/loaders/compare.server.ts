/**
 * The comparison at /products/compare?p=<family>/<slug>&p=… (docs/decisions/0050): the shown
 * products the query names, lined up by their specifications, their layouts' compared details
 * and their part numbers; or, when the query names too few, too many or unknown products, what
 * to do about it, with the products to tick instead.
 */
import type { AppLoadContext } from 'react-router';
import {
  COMPARE_MAX,
  compareRows,
  comparedAddress,
  MAX_COMPARED,
  splitAddress,
} from '../../content/catalogue/compare';
import { productLayouts } from '../../content/catalogue/templates';
import { pageRecords, section } from './content.server';
import { noImage } from './catalogue.server';
import { shownProducts } from '~/catalogue/record-page.server';

/** The most products offered to add: a family's worth. */
const OFFERED = 12;

/** A product as the comparison's column or tick box names it. */
const choice = (p: { _id: string; name: string; url: string; family: string; slug: string }) => ({
  productId: p._id,
  name: p.name,
  url: p.url,
  address: `${p.family}/${p.slug}`,
});

/** The query's products: the shown ones by address, in its order, and the names found of none. */
async function namedProducts(context: AppLoadContext, values: readonly string[]) {
  const asked = [...new Set(values.slice(0, MAX_COMPARED))];
  const found = await Promise.all(
    asked.map(async (value) => {
      const address = comparedAddress(value);
      const record = address
        ? await context.services.content.recordByFields('products', splitAddress(address))
        : undefined;
      return { value, record: record?.visibility === 'shown' ? record : undefined };
    }),
  );
  return {
    records: found.flatMap((f) => (f.record ? [f.record] : [])),
    unknown: found.flatMap((f) => (f.record ? [] : [f.value])),
  };
}

export async function comparePage(context: AppLoadContext, url: URL) {
  const [text, quote, datasheet, { records, unknown }] = await Promise.all([
    section(context, 'products/compare'),
    section(context, 'quote/page'),
    section(context, 'products/datasheet'),
    namedProducts(context, url.searchParams.getAll('p')),
  ]);
  const chosen = records.map(choice);
  const common = { text, addLabel: quote.addLabel, unknown, chosen };
  if (records.length >= 2 && records.length <= COMPARE_MAX) {
    const shown = await pageRecords(context, 'products', records);
    return {
      ...common,
      kind: 'table' as const,
      columns: shown.map((p, i) => ({
        ...(chosen[i] ?? choice(p)),
        summary: p.summary,
        image: p.images[0] ?? noImage,
      })),
      rows: compareRows(records, productLayouts),
      datasheetLabel: datasheet.linkLabel,
    };
  }
  // Too few: the chosen products' families offer the rest (the whole catalogue is the finder's).
  const families = [...new Set(records.map((r) => r.family))];
  const siblings = (await Promise.all(families.map((f) => shownProducts(context, f)))).flat();
  const offered =
    records.length < 2
      ? siblings
          .filter((s) => !records.some((r) => r._id === s._id))
          .slice(0, OFFERED)
          .map(choice)
      : [];
  return {
    ...common,
    kind: records.length < 2 ? ('tooFew' as const) : ('tooMany' as const),
    offered,
  };
}

export type ComparePageData = Awaited<ReturnType<typeof comparePage>>;
