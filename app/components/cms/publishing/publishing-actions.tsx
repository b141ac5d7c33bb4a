import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import type { EditorFormState } from '../form/use-editor-form';
import { btn, input } from '../styles';
import { lagosWhen } from '../../../../content/lagos-time';
import { StateBadge } from './state-badge';

/**
 * Where the section or record stands: published, a draft waiting, or scheduled, and who saved
 * it last. Said above the form so an editor knows what visitors see before changing anything.
 */
export function PublishingStatus({ form }: { form: EditorFormState }) {
  const p = form.publishing;
  // A record not saved yet has nothing to say.
  if (!p?.target) return null;
  return (
    <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <StateBadge
        state={p.state}
        detail={
          p.state === 'scheduled' && p.publishAt ? `for ${lagosWhen(p.publishAt)}` : undefined
        }
      />
      {p.savedBy && p.savedAt && (
        <span>
          Last saved by {p.savedBy}, {lagosWhen(p.savedAt)}
        </span>
      )}
    </p>
  );
}

/** A submit button of the editor form: its value tells the form to publish or keep a draft. */
function IntentButton({
  intent,
  className,
  disabled,
  children,
}: {
  intent: 'publish' | 'draft';
  className: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={disabled}>
      {children}
    </button>
  );
}

/**
 * Publish, Save draft with an optional time to publish it, Preview and Discard draft: the
 * buttons of a form whose section or record has a publishing state (issue 14). `children`
 * (History, Close…) join the same row of buttons.
 */
export function PublishingActions({
  form,
  idPrefix,
  submitLabel,
  submitName,
  children,
}: {
  form: EditorFormState;
  idPrefix: string;
  submitLabel: string;
  submitName?: string;
  children?: ReactNode;
}) {
  const p = form.publishing;
  const announce = useAnnounce();
  const revalidator = useRevalidator();
  const [discarding, setDiscarding] = useState(false);
  if (!p) return null;
  const scheduleId = `${idPrefix}-publish-at`;
  const pending = p.state === 'draft' || p.state === 'scheduled';

  const discard = async () => {
    setDiscarding(true);
    const result = await apiJson('DELETE', `/drafts?target=${encodeURIComponent(p.target)}`);
    setDiscarding(false);
    if (!result.ok) {
      announce(`The draft was not discarded: ${result.error.message}`, 'error');
      return;
    }
    announce('Draft discarded: the form shows the published version again.');
    form.discard();
    await revalidator.revalidate();
  };

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={scheduleId} className="block text-sm font-semibold text-brand-900">
            Publish at (Lagos time, optional)
          </label>
          <input
            id={scheduleId}
            type="datetime-local"
            className={`${input} mt-1 w-auto`}
            value={form.publishAt}
            onChange={(e) => form.setPublishAt(e.target.value)}
            aria-describedby={`${scheduleId}-hint`}
          />
          <p id={`${scheduleId}-hint`} className="mt-1 text-xs text-slate-600">
            Set a time, then Save draft: it goes live by itself within a minute of it.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <IntentButton intent="publish" className={btn.primary} disabled={form.busy}>
          {form.busy ? 'Saving…' : submitLabel}
          {submitName && <span className="sr-only"> {submitName}</span>}
        </IntentButton>
        <IntentButton intent="draft" className={btn.secondary} disabled={form.busy}>
          Save draft
          {submitName && <span className="sr-only"> of {submitName}</span>}
        </IntentButton>
        {p.target && (
          <a
            href={`${p.previewPath}?preview=true`}
            target="_blank"
            rel="noreferrer"
            className={btn.secondary}
          >
            Preview<span className="sr-only"> the saved draft (opens in a new tab)</span>
          </a>
        )}
        {pending && (
          <button
            type="button"
            className={btn.secondary}
            onClick={discard}
            disabled={discarding || form.busy}
          >
            {discarding ? 'Discarding…' : 'Discard draft'}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
