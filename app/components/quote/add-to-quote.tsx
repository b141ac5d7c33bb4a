/**
 * "Add to quote" on a product page: a plain form to /quote (without JavaScript the buyer lands
 * on the basket), sent by a fetcher when JavaScript runs, so the page stays where it was.
 */
import type { FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import type { QuoteActionResult } from '~/loaders/quote.server';
import { LINE_NOTE_MAX, QUANTITY_MAX } from '../../../schemas/quote-limits';

/** The product to add, and the words of the button. */
interface AddProps {
  productId: string;
  name: string;
  addLabel: string;
}

/** A fetcher that posts to /quote and tells the action to answer here (see quoteAction). */
function useQuoteFetcher() {
  const fetcher = useFetcher<QuoteActionResult>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the page stays where it is; the form alone lands on /quote.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('stay', '1');
    void fetcher.submit(form, { method: 'post', action: '/quote' });
  };
  return { fetcher, onSubmit };
}

/** What an add answered: added (with a link to the basket), or why not. */
function AddedStatus({ result }: { result?: QuoteActionResult }) {
  if (result?.ok && result.added)
    return (
      <>
        <span className="font-semibold text-green-800">{result.message}</span>{' '}
        <Link to="/quote" className="text-brand-700 underline">
          View your quote ({result.added.count})
        </Link>
      </>
    );
  if (result && !result.ok)
    return <span className="font-medium text-red-700">{result.message}</span>;
  return null;
}

/** "Add to quote" under a finder result: one of it, to change on the basket page. */
export function QuickAddToQuote({ productId, name, addLabel }: AddProps) {
  const { fetcher, onSubmit } = useQuoteFetcher();
  return (
    <fetcher.Form method="post" action="/quote" onSubmit={onSubmit} className="mt-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value="1" />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {addLabel}
        <span className="sr-only">{`: ${name}`}</span>
      </button>
      <p role="status" className="mt-1 text-sm">
        <AddedStatus result={fetcher.data} />
      </p>
    </fetcher.Form>
  );
}

export function AddToQuote({ productId, name, addLabel }: AddProps) {
  const { fetcher, onSubmit } = useQuoteFetcher();
  const busy = fetcher.state !== 'idle';
  const id = `add-${productId}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="content-width py-8">
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
          Request a quote for {name}
        </h2>
        <fetcher.Form
          method="post"
          action="/quote"
          className="mt-3 flex flex-wrap items-end gap-4"
          noValidate
          onSubmit={onSubmit}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="productId" value={productId} />
          <label className="block text-sm font-semibold text-brand-900">
            Quantity
            <input
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={QUANTITY_MAX}
              defaultValue={1}
              required
              className="mt-1 block min-h-11 w-28 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
            />
          </label>
          <label className="block min-w-0 flex-1 text-sm font-semibold text-brand-900">
            Note <span className="font-normal text-slate-600">(optional: rating, size, model)</span>
            <input
              name="note"
              maxLength={LINE_NOTE_MAX}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
            />
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Adding…' : addLabel}
          </button>
        </fetcher.Form>
        <p role="status" className="mt-3 text-sm">
          <AddedStatus result={fetcher.data} />
        </p>
      </div>
    </section>
  );
}
