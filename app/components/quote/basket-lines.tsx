/**
 * The basket on /quote: one form holding every line, so quantities change together ("Update
 * quantities") and each line's Remove button says which product goes, with or without
 * JavaScript.
 */
import { Form, Link, useNavigation } from 'react-router';
import type { BasketItem } from '../../../server/services/enquiries/quote-service';
import { QUANTITY_MAX } from '../../../schemas/quote-limits';
import { MediaImage, type MediaImg } from '../ui/media-image';

/** A line as the page shows it: the product's first photo, if any, with its stored widths. */
export type BasketRow = Omit<BasketItem, 'image'> & { image?: MediaImg };

export function BasketLines({
  items,
  errors,
  changeLabel,
  removeDrawingLabel,
}: {
  items: BasketRow[];
  errors: Record<string, string>;
  /** The link back to a configured enclosure's configurator (decision 0053). */
  changeLabel: string;
  /** The button that takes a configured enclosure's drawing out. */
  removeDrawingLabel: string;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate aria-label="Products in your quote">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {items.map((item) => {
          const id = `quantity-${item.key}`;
          const error = errors[id];
          return (
            <li key={item.key} className="flex flex-wrap items-center gap-4 p-4">
              {item.image && (
                <MediaImage
                  image={item.image}
                  alt=""
                  sizes="64px"
                  className="h-16 w-16 rounded object-cover"
                />
              )}
              <div className="min-w-40 flex-1 break-words">
                <Link to={item.url} className="font-semibold text-brand-800 underline">
                  {item.name}
                </Link>
                {item.configurationText && (
                  <p className="text-sm text-slate-800">
                    {item.configurationText}{' '}
                    <Link to={item.url} className="text-brand-700 underline">
                      {changeLabel}
                    </Link>
                  </p>
                )}
                {item.note && <p className="text-sm text-slate-600">Note: {item.note}</p>}
                {item.drawing && (
                  <button
                    type="submit"
                    name="removeDrawing"
                    value={item.key}
                    className="mt-1 min-h-11 text-sm font-semibold text-red-800 underline"
                  >
                    {removeDrawingLabel} <span className="sr-only">{item.drawing}</span>
                  </button>
                )}
              </div>
              <div>
                <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
                  Quantity <span className="sr-only">of {item.name}</span>
                </label>
                <input
                  id={id}
                  name={id}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={QUANTITY_MAX}
                  defaultValue={item.quantity}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={`mt-1 block min-h-11 w-28 rounded-md border px-3 py-2 ${error ? 'border-red-600 bg-red-50' : 'border-slate-300 bg-white'}`}
                />
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </div>
              <button
                type="submit"
                name="remove"
                value={item.key}
                className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                Remove <span className="sr-only">{item.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="submit"
        name="intent"
        value="update"
        className="mt-4 inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        disabled={busy}
      >
        Update quantities
      </button>
    </Form>
  );
}
