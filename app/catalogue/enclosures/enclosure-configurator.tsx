/**
 * The enclosure configurator on Customised Enclosures (docs/decisions/0053): a plain form, so it
 * works without JavaScript. "Add" posts it to this page (configureAction), which puts it in the
 * quote or gives it back filled in with a message beside each field; "Make a link" sends it as
 * a GET to this page, whose address then holds the configuration to share. Every word is the
 * CMS's (section `quote/enclosure-configurator`); limits and options are the schema's.
 */
import type { ReactNode } from 'react';
import { useActionData, useSearchParams } from 'react-router';
import type { ConfigureResult } from '~/loaders/enclosure-configurator.server';
import { ChoiceField, TextArea, TextField } from '~/components/forms/form-field';
import type { PageSection } from '~/loaders/content.server';
import {
  configurationDefaults,
  configurationLimits,
  configurationOptions,
  CONFIGURATOR_ANCHOR,
  optionWordKeys,
} from '../../../schemas/enclosure-limits';
import { LINE_NOTE_MAX } from '../../../schemas/quote-limits';
import { fillIn } from '../../../content/text-template';

type Words = PageSection<'quote/enclosure-configurator'>;
const f = 'configure';
const linkButton =
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50';

/** The values to show: as sent (a refusal), as the address gives them (a shared link), or a blank form's. */
function useValues() {
  const sent = useActionData<ConfigureResult>();
  const [params] = useSearchParams();
  const given =
    sent?.intent === 'configure' && sent.values
      ? sent.values
      : Object.keys(configurationDefaults).some((name) => params.has(name))
        ? Object.fromEntries(params)
        : undefined;
  // A tick box left unticked sends nothing: in a sent form, absent is "no".
  const value = (name: string) =>
    given ? (given[name] ?? '') : (configurationDefaults[name] ?? '');
  return { value, errors: sent?.fields ?? {}, message: sent?.ok === false ? sent.message : '' };
}

function Tick({
  name,
  label,
  checked,
  error,
}: {
  name: string;
  label: string;
  checked: boolean;
  error?: string;
}) {
  const id = `${f}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-semibold text-brand-900">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-5 w-5 shrink-0"
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Group({ legend, children }: { legend?: string; children: ReactNode }) {
  // Three columns only from 1024 px: at a tablet's 768 px a third of the form (183 px) cut
  // "mild steel, powder-coated" in its select, with the fonts of the CI machine.
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {legend && <legend className="mb-2 font-semibold text-brand-900">{legend}</legend>}
      {children}
    </fieldset>
  );
}

export function EnclosureConfigurator({ words }: { words: Words }) {
  const { value, errors, message } = useValues();
  /** A whole number within its limits, said beside it (`{min}` and `{max}` in the hint). */
  const count = (name: keyof typeof configurationLimits, label: string, hint = '') => (
    <TextField
      form={f}
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      required
      min={configurationLimits[name].min}
      max={configurationLimits[name].max}
      defaultValue={value(name)}
      hint={hint && fillIn(hint, configurationLimits[name])}
      error={errors[name]}
    />
  );
  const choice = (
    name: keyof typeof optionWordKeys | 'ip' | 'ik',
    label: string,
    hint?: string,
  ) => (
    <ChoiceField
      form={f}
      name={name}
      label={label}
      required
      hint={hint}
      defaultValue={value(name)}
      error={errors[name]}
      options={configurationOptions[name].map((v) => ({
        value: v,
        label:
          name === 'ip' || name === 'ik'
            ? v
            : words[(optionWordKeys[name] as Record<string, keyof Words>)[v] ?? 'msgInvalid'],
      }))}
    />
  );
  return (
    <section id={CONFIGURATOR_ANCHOR} aria-labelledby={`${f}-heading`} className="scroll-mt-24">
      <h2 id={`${f}-heading`} className="section-heading mb-3">
        {words.heading}
      </h2>
      <p className="mb-6 max-w-3xl text-slate-700">{words.intro}</p>
      {message && (
        <p
          role="alert"
          className="mb-6 rounded-md bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-600"
        >
          {message}
        </p>
      )}
      <form
        method="post"
        encType="multipart/form-data"
        action={`#${CONFIGURATOR_ANCHOR}`}
        noValidate
        className="max-w-4xl space-y-8"
      >
        <Group legend={words.sizeLegend}>
          {count('height', words.heightLabel, words.sizeHint)}
          {count('width', words.widthLabel, words.sizeHint)}
          {count('depth', words.depthLabel, words.sizeHint)}
        </Group>
        <Group>
          {choice('material', words.materialLabel)}
          {choice('ip', words.ipLabel, words.ipHint)}
          {choice('ik', words.ikLabel, words.ikHint)}
          {choice('mounting', words.mountingLabel)}
          {count('doors', words.doorsLabel, words.doorsHint)}
          {choice('lock', words.lockLabel)}
          <TextField
            form={f}
            name="colour"
            label={words.colourLabel}
            required
            maxLength={20}
            defaultValue={value('colour')}
            hint={words.colourHint}
            error={errors.colour}
          />
          {choice('cableEntry', words.cableEntryLabel)}
          {count('quantity', words.quantityLabel)}
        </Group>
        <div className="space-y-2">
          <Tick
            name="window"
            label={words.windowLabel}
            checked={value('window') === 'yes'}
            error={errors.window}
          />
          <Tick
            name="glandPlate"
            label={words.glandPlateLabel}
            checked={value('glandPlate') === 'yes'}
            error={errors.glandPlate}
          />
        </div>
        <div className="space-y-2">
          <TextField
            form={f}
            name="drawingFile"
            type="file"
            label={words.drawingFileLabel}
            accept="application/pdf,image/png,image/jpeg,image/webp"
            hint={words.drawingFileHint}
            error={errors.drawingFile}
          />
          <Tick
            name="drawing"
            label={words.drawingLabel}
            checked={value('drawing') === 'yes'}
            error={errors.drawing}
          />
          <p className="text-sm text-slate-600">{words.drawingHint}</p>
        </div>
        <TextArea
          form={f}
          name="note"
          label={words.noteLabel}
          rows={3}
          maxLength={LINE_NOTE_MAX}
          defaultValue={value('note')}
          hint={words.noteHint}
          error={errors.note}
        />
        {errors.productId && <p className="font-medium text-red-700">{errors.productId}</p>}
        <p className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">
            {words.submitLabel}
          </button>
          {/* The same form as a GET: the page's address then holds the configuration. */}
          <button type="submit" formMethod="get" className={linkButton}>
            {words.linkLabel}
          </button>
        </p>
        <p className="text-sm text-slate-600">{words.linkHint}</p>
      </form>
    </section>
  );
}
