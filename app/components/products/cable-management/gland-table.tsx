import { TwoColumnTable } from '~/components/ui/two-column-table';

export interface GlandProduct {
  label: string;
  code: string;
}

/** The sizes of one gland type: one row per product, the product named in the row header. */
export function GlandTable({ caption, products }: { caption: string; products: GlandProduct[] }) {
  return (
    <TwoColumnTable
      caption={caption}
      columns={['Product', 'Code']}
      rows={products.map((p, i) => ({ key: `${i}-${p.code}`, header: p.label, value: p.code }))}
      className="min-w-[18rem]"
      rowHeaderClassName="font-normal text-slate-800"
      valueClassName="font-mono whitespace-nowrap text-brand-900"
    />
  );
}
