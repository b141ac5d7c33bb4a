import { Form, Link } from 'react-router';
import { QuickAddToQuote } from '../../quote/add-to-quote';
import { CompareForm, CompareTick } from '../compare/compare-tick';
import { CardGrid } from '~/components/ui/card-grid';
import { Pager } from '~/components/ui/pager';
import { ResultsSection } from '~/components/ui/results-section';
import { CONTENT_ID_PREFIX } from '~/content-ids';
import type { FinderPageData } from '~/loaders/catalogue.server';
import type { FinderFilter } from '../../../../server/services/content/content-service';

const control = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3';

/** One filter of the finder: a labelled select whose first option is "any". */
function FilterSelect({
  name,
  id = `finder-${name}`,
  label,
  any,
  options,
  value,
}: {
  name: string;
  /** A specification's filter is named from content, so its id is in the content namespace. */
  id?: string;
  label: string;
  any: string;
  options: { value: string; label: string }[];
  value: string;
}) {
  return (
    // A row each on a phone: half a 360 px screen cut "All industries" short.
    <div className="col-span-2 sm:col-span-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-brand-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={control}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A numeric specification as a range, from..to (either may be left empty): a product matches
 * when its value or range overlaps it. The placeholders say what the family spans.
 */
function FilterRange({ filter }: { filter: Extract<FinderFilter, { kind: 'range' }> }) {
  const unit = filter.unit ? ` (${filter.unit})` : '';
  const ends = [
    { end: 'min', label: 'From', placeholder: filter.min, value: filter.chosen.min },
    { end: 'max', label: 'To', placeholder: filter.max, value: filter.chosen.max },
  ];
  return (
    <fieldset className="col-span-2">
      <legend className="mb-1 text-sm font-medium text-brand-900">
        {filter.label}
        {unit}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {ends.map(({ end, label, placeholder, value }) => {
          // The key is the specification's label, from content (app/content-ids.ts).
          const id = `${CONTENT_ID_PREFIX}finder-${filter.key}-${end}`;
          return (
            <div key={end} className="flex items-center gap-2">
              <label htmlFor={id} className="text-sm text-slate-700">
                {label}
                <span className="sr-only">
                  {' '}
                  {filter.label}
                  {unit}
                </span>
              </label>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                name={`spec-${filter.key}-${end}`}
                defaultValue={value}
                placeholder={String(placeholder)}
                className={control}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The product finder's form: a plain GET form (the filters live in the URL, so a result can be
 * shared and the back button works), with JavaScript or without. A family's own specification
 * filters appear once the family is chosen.
 */
export function FinderForm({ query, families, industries, filters, text }: FinderPageData) {
  return (
    <Form
      method="get"
      action="/products"
      role="search"
      aria-label="Find products"
      // A new family brings its own filters: the old family's values must not linger.
      key={query.family}
      // On a phone a select takes the row (its choice would be cut) but a range's two ends
      // share it, so the results are not many screens down.
      className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:gap-4 sm:p-4 lg:grid-cols-4"
    >
      <div className="col-span-2 lg:col-span-4">
        <label htmlFor="finder-q" className="mb-1 block text-sm font-medium text-brand-900">
          {text.searchLabel}
        </label>
        <input
          id="finder-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={200}
          className={control}
        />
      </div>
      <FilterSelect
        name="family"
        label={text.familyLabel}
        any={text.anyFamily}
        options={families}
        value={query.family}
      />
      <FilterSelect
        name="industry"
        label={text.industryLabel}
        any={text.anyIndustry}
        options={industries}
        value={query.industry}
      />
      {filters.map((f) =>
        f.kind === 'choice' ? (
          <FilterSelect
            key={f.key}
            name={`spec-${f.key}`}
            id={`${CONTENT_ID_PREFIX}finder-${f.key}`}
            label={f.label}
            any="Any"
            options={f.values.map((v) => ({ value: v, label: v }))}
            value={f.chosen}
          />
        ) : (
          <FilterRange key={f.key} filter={f} />
        ),
      )}
      <div className="col-span-2 flex flex-wrap items-end gap-3 lg:col-span-4">
        <button type="submit" className="btn-primary">
          {text.submitLabel}
        </button>
        <Link
          to="/products"
          className="inline-flex min-h-11 items-center rounded-md border border-brand-900 px-5 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {text.clearLabel}
        </Link>
      </div>
    </Form>
  );
}

/** The id of the form the finder's "Compare" tick boxes belong to. */
const COMPARE_FORM = 'finder-compare';

/**
 * The finder's results: how many, the cards, the pages, or an offer to ask for it. Each card
 * has "Add to quote" (a form of its own) and a "Compare" tick box of the comparison's form,
 * which follows the cards: forms cannot nest, so the box names its form.
 */
export function FinderResults({
  results,
  text,
  askHref,
  addLabel,
  compare,
}: Pick<FinderPageData, 'results' | 'text' | 'askHref' | 'addLabel' | 'compare'>) {
  const { items, total, page, pageCount } = results;
  return (
    <ResultsSection
      id="finder-results"
      heading={total === 1 ? '1 product' : `${total} products`}
      headingSpace="mb-6"
    >
      {items.length > 0 ? (
        <>
          <CardGrid
            cards={items}
            label="Products found"
            layout="compact"
            action={(card) => (
              <div className="flex flex-wrap items-start justify-between gap-x-3">
                <QuickAddToQuote productId={card.productId} name={card.title} addLabel={addLabel} />
                <div className="mt-2">
                  <CompareTick
                    address={card.address}
                    name={card.title}
                    label={compare.tickLabel}
                    form={COMPARE_FORM}
                  />
                </div>
              </div>
            )}
          />
          <CompareForm
            id={COMPARE_FORM}
            submitLabel={compare.submitLabel}
            hint={compare.tickHint}
            className="mt-2"
          />
          <Pager page={page} pageCount={pageCount} label="Product finder pages" />
        </>
      ) : (
        <div className="rounded-lg bg-brand-50 p-6 text-brand-900">
          <p>{text.noMatch}</p>
          <Link to={askHref} className="btn-primary mt-4 inline-flex">
            {text.askLabel}
          </Link>
        </div>
      )}
    </ResultsSection>
  );
}
