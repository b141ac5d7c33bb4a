import { TwoColumnTable } from '~/components/ui/two-column-table';

export interface GlandModel {
  partNumber: string;
  /** The thread and cable range, e.g. `M20 x 1.5, cable 6-12 mm`. */
  description: string;
}

/** The sizes of one gland type: one row per model, the size named in the row header. */
export function GlandTable({ caption, models }: { caption: string; models: GlandModel[] }) {
  return (
    <TwoColumnTable
      caption={caption}
      columns={['Product', 'Code']}
      rows={models.map((m, i) => ({
        key: `${i}-${m.partNumber}`,
        header: m.description,
        value: m.partNumber,
      }))}
      className="min-w-[18rem]"
      rowHeaderClassName="font-normal text-slate-800"
      valueClassName="font-mono whitespace-nowrap text-brand-900"
    />
  );
}
