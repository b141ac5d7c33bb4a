import { BulletList } from '~/components/ui/bullet-list';

/** Columns by how many lists there are, so one or two lists do not sit in a quarter of the row. */
const columns = (count: number) =>
  count >= 4
    ? 'sm:grid-cols-2 lg:grid-cols-4'
    : count === 3
      ? 'sm:grid-cols-2 lg:grid-cols-3'
      : count === 2
        ? 'sm:grid-cols-2'
        : '';

/** Short headed lists side by side: materials, fillers, applications, advantages. */
export function ItemLists({ lists }: { lists: { heading: string; items: string[] }[] }) {
  const single = lists.length === 1;
  return (
    <div className={`grid gap-5 ${columns(lists.length)}`}>
      {lists.map((list, i) => (
        <section
          key={`${list.heading}-${i}`}
          aria-labelledby={`list-${i}`}
          className="rounded-lg border border-slate-200 bg-brand-50 p-5"
        >
          <h2 id={`list-${i}`} className="mb-3 text-lg font-semibold text-brand-900">
            {list.heading}
          </h2>
          <BulletList
            items={list.items}
            className={single ? 'gap-x-8 sm:grid sm:grid-cols-2 sm:space-y-0 sm:gap-y-2' : ''}
          />
        </section>
      ))}
    </div>
  );
}
