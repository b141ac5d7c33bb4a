import { useId, useRef } from 'react';
import { btn } from '../styles';
import type { UnsavedCopyOffer } from './use-unsaved-copy';

/**
 * The offer above a form that opened over changes kept from an earlier visit (a closed tab, a
 * crash): restore them into the form, or discard them. A labelled region, so screen reader users
 * find it among the form's parts; after either choice the focus goes to the form's first field.
 */
export function UnsavedCopyNotice({ offer, title }: { offer: UnsavedCopyOffer; title: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  const choose = (action: () => void) => () => {
    const form = ref.current?.closest('form');
    action();
    // After React has put the restored values in (the controls are rebuilt).
    requestAnimationFrame(() =>
      form
        ?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')
        ?.focus(),
    );
  };

  return (
    <div
      ref={ref}
      role="region"
      aria-labelledby={`${id}-heading`}
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {title}: unsaved changes
      </h3>
      <p className="mt-1 text-sm">
        Changes you made here were not saved (the page was closed or left).
        {offer.filesLeftOut && ' Files you had chosen were not kept: choose them again.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={btn.primary} onClick={choose(offer.restore)}>
          Restore unsaved changes from {offer.keptAt}
        </button>
        <button type="button" className={btn.secondary} onClick={choose(offer.discard)}>
          Discard
        </button>
      </div>
    </div>
  );
}
