/**
 * Choosing products to compare (docs/decisions/0050): a "Compare" tick box per product and a
 * plain GET form to /products/compare that sends the ticked ones as `p=<family>/<slug>`, with
 * JavaScript or without. A tick box may sit outside its form (a finder card's, beside its own
 * "Add to quote" form: forms cannot nest); its `form` attribute joins it to the form by id.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ProductTemplatePage } from '~/loaders/product-templates.server';

/** One product's tick box; the product's name follows the words for screen readers. */
export function CompareTick({
  address,
  name,
  label,
  form,
  checked = false,
}: {
  address: string;
  name: string;
  label: string;
  /** The id of the form it belongs to, when it is not inside it. */
  form?: string;
  checked?: boolean;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-brand-900">
      <input
        type="checkbox"
        name="p"
        value={address}
        form={form}
        defaultChecked={checked}
        className="h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>
        {label}
        <span className="sr-only">{`: ${name}`}</span>
      </span>
    </label>
  );
}

/** The form that compares the ticked products: its button, a line of help, and what it holds. */
export function CompareForm({
  id,
  submitLabel,
  hint,
  className = '',
  children,
}: {
  id: string;
  submitLabel: string;
  hint: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form id={id} method="get" action="/products/compare" className={className}>
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
    </Form>
  );
}

/** A list of products to tick, inside a form: those chosen already (or all, `checked`) ticked. */
export function CompareChoices({
  items,
  checked = false,
}: {
  items: readonly { address: string; name: string; checked?: boolean }[];
  checked?: boolean;
}) {
  return (
    <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.address}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-brand-900">
            <input
              type="checkbox"
              name="p"
              value={item.address}
              defaultChecked={checked || item.checked}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>{item.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * On a product page: the product itself, ticked and named like its neighbours (a bare
 * "Compare" beside named products read as a heading, not as this one), then its family's
 * other products to tick. A family of one product has nothing to compare it with here.
 */
export function ProductCompare({
  compare: { text, address, others, more },
  name,
}: {
  compare: ProductTemplatePage['compare'];
  name: string;
}) {
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="product-compare-heading" className="content-width py-8 print:hidden">
      <h2 id="product-compare-heading" className="text-lg font-semibold text-brand-900">
        {text.productPageHeading}
      </h2>
      <CompareForm id="product-compare" submitLabel={text.submitLabel} hint={text.tickHint}>
        <CompareChoices items={[{ address, name, checked: true }, ...others]} />
        {more && (
          <p className="mt-2">
            <Link to={more} className="font-semibold text-brand-700 underline">
              {text.moreLabel}
            </Link>
          </p>
        )}
      </CompareForm>
    </section>
  );
}
