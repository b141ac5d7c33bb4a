import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import { describedBy, FieldShell, type ControlProps } from './field-shell';

// TipTap is loaded only here, on demand, so it never ships with the public pages.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

function Placeholder() {
  return (
    <div
      role="status"
      className="flex h-[448px] items-center justify-center rounded-md border border-slate-400 bg-slate-50 text-sm text-slate-600"
    >
      Loading the editor…
    </div>
  );
}

/** Rich text, edited with TipTap in the browser only (`immediatelyRender: false`). */
export function RichTextControl({ field, value, onChange, id, error }: ControlProps<string>) {
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} field={field} error={error} labelAs="span">
      {hydrated ? (
        <Suspense fallback={<Placeholder />}>
          <RichTextEditor
            id={id}
            label={field.label}
            labelId={`${id}-label`}
            value={value}
            onChange={onChange}
            a11y={describedBy(id, field.hint, error)}
          />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </FieldShell>
  );
}
