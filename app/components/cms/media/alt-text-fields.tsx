import { ALT_MAX } from '../../../../schemas/media';
import { FieldError, describedBy } from '../form/field-shell';
import { input } from '../styles';
import { type AltChoice } from './alt-choice';

/**
 * The alt text input and the "decorative" checkbox, in a group named for the image ("Describe
 * photo.jpg"). While decorative is ticked the text is set aside: the page will say `alt=""`.
 */
export function AltTextFields({
  id,
  legend,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  value: AltChoice;
  onChange: (value: AltChoice) => void;
  error?: string;
}) {
  const hint = 'Say what the image shows, for people who cannot see it and for search engines.';
  return (
    <fieldset className="min-w-0 space-y-2 rounded-md border border-slate-300 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-brand-900">{legend}</legend>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-brand-900">
          Alt text
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={value.alt}
          maxLength={ALT_MAX}
          disabled={value.decorative}
          onChange={(e) => onChange({ ...value, alt: e.target.value })}
          className={`${input} mt-1 disabled:bg-slate-100 disabled:text-slate-500`}
          {...describedBy(`${id}-alt`, hint, error)}
        />
        <p id={`${id}-alt-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={value.decorative}
          onChange={(e) => onChange({ ...value, decorative: e.target.checked })}
          className="size-5 shrink-0"
        />
        Decorative image (no description needed)
      </label>
      <FieldError id={`${id}-alt`} error={error} />
    </fieldset>
  );
}
