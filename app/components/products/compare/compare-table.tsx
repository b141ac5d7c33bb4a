/**
 * The comparison's table (docs/decisions/0050): a column per product, a row per specification,
 * compared detail and the part numbers, lined up by name. A row where the products differ is
 * marked with a word (seen and read out with the row's name) and a coloured edge. On a narrow
 * screen the table scrolls sideways in a labelled region, its row names kept in view; on paper
 * it prints whole, without its buttons.
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { CompareRow } from '../../../../content/catalogue/compare';
import { datasheetHref } from '../../../../content/catalogue/datasheet';
import { QuickAddToQuote } from '~/components/quote/add-to-quote';
import { Glyph } from '~/components/ui/glyph';
import { MediaImage } from '~/components/ui/media-image';
import type { ComparePageData } from '~/loaders/compare.server';

type Table = Extract<ComparePageData, { kind: 'table' }>;

const rowHeader =
  'sticky left-0 z-10 w-40 min-w-32 bg-white px-3 py-2 text-left align-top text-sm font-semibold text-brand-900 print:static';
const cell = 'min-w-44 px-3 py-2 align-top text-sm text-slate-800';

/** A cell's lines: one, as text; several, as a list; none, a dash. */
function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return <>–</>;
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="space-y-1">
      {lines.map((line, i) => (
        <li key={`${line}-${i}`}>{line}</li>
      ))}
    </ul>
  );
}

/** A heading across the table, over a group of rows. */
function GroupRow({ label, span }: { label: string; span: number }) {
  return (
    <tr>
      <th
        scope="colgroup"
        colSpan={span}
        className="bg-brand-50 px-3 pt-4 pb-2 text-left text-base font-bold text-brand-900"
      >
        {label}
      </th>
    </tr>
  );
}

/** A row of the comparison, marked when the products differ on it. */
function ValueRow({
  row: { label, values, differs },
  differsLabel,
}: {
  row: Pick<CompareRow, 'label' | 'values' | 'differs'>;
  differsLabel?: string;
}) {
  return (
    <tr
      className={`border-t border-slate-200 ${differs ? 'bg-amber-50' : ''}`}
      data-differs={differs ? 'true' : undefined}
    >
      <th
        scope="row"
        className={`${rowHeader} ${differs ? 'border-l-4 border-accent-500 bg-amber-50' : ''}`}
      >
        {label}
        {differs && differsLabel && (
          <span className="mt-1 block w-fit rounded bg-accent-500 px-1.5 text-xs font-bold text-brand-950">
            {differsLabel}
          </span>
        )}
      </th>
      {values.map((lines, i) => (
        <td key={i} className={cell}>
          <Lines lines={lines} />
        </td>
      ))}
    </tr>
  );
}

export function CompareTable({ columns, rows, text, addLabel, datasheetLabel }: Table) {
  const span = columns.length + 1;
  const groups = [
    { label: text.specsLabel, rows: rows.specs },
    { label: text.detailsLabel, rows: rows.details },
  ].filter((g) => g.rows.length > 0);
  return (
    <div
      role="region"
      aria-label={text.tableLabel}
      // A scroller takes the keyboard's arrows only when it can be focused. Positioned, so the
      // words kept for screen readers (absolute) scroll with it rather than widen the page.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 print:overflow-visible print:border-0"
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">{text.tableLabel}</caption>
        <thead>
          <tr>
            <td className={rowHeader} />
            {columns.map((c) => (
              <th key={c.productId} scope="col" className={`${cell} text-left`}>
                {c.image.src && (
                  <MediaImage
                    image={c.image}
                    alt=""
                    sizes="176px"
                    className="mb-2 aspect-[4/3] w-full max-w-44 rounded object-cover"
                  />
                )}
                <Link to={c.url} className="font-semibold text-brand-800 underline">
                  {c.name}
                </Link>
                {/* A plain link: the browser opens or saves the PDF (decision 0052). */}
                <a
                  href={datasheetHref(c.url)}
                  className="mt-2 flex min-h-11 w-fit items-center gap-1.5 text-sm font-normal text-accent-700 underline hover:text-brand-900 print:hidden"
                >
                  <Glyph name="document" className="h-4 w-4 shrink-0" />
                  <span>
                    {datasheetLabel}
                    <span className="sr-only">: {c.name}</span>
                  </span>
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <ValueRow
            row={{
              label: text.summaryLabel,
              values: columns.map((c) => (c.summary ? [c.summary] : [])),
              differs: false,
            }}
          />
          {groups.map((g) => (
            <Fragment key={g.label}>
              <GroupRow label={g.label} span={span} />
              {g.rows.map((row) => (
                <ValueRow key={row.key} row={row} differsLabel={text.differsLabel} />
              ))}
            </Fragment>
          ))}
          <ValueRow row={{ label: text.modelsLabel, values: rows.models, differs: false }} />
          <tr className="border-t border-slate-200 print:hidden">
            <th scope="row" className={rowHeader}>
              <span className="sr-only">{addLabel}</span>
            </th>
            {columns.map((c) => (
              <td key={c.productId} className={cell}>
                <QuickAddToQuote productId={c.productId} name={c.name} addLabel={addLabel} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
