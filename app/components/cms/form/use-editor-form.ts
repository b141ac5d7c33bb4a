import { useState, type FormEvent } from 'react';
import { useAnnounce } from '../announcer';
import { apiJson, apiUpload, type ApiResult } from '../api';
import type { FieldDescriptor, Publishing } from '../descriptors';
import { fromLagosInput, lagosWhen, toLagosInput } from '../publishing/lagos-time';
import { useUnsavedChanges } from '../unsaved-changes';
import { buildRequest } from './payload';
import { pendingUploads, undescribed, uploadPending } from './upload-pending';
import { changedFields, initialValues, revokeFiles, type Values } from './values';

export interface EditorFormOptions {
  /** Unique on the page: the unsaved-changes report and the inputs' ids derive from it. */
  id: string;
  /** What the user calls it, for messages ("Footer saved."). */
  title: string;
  fields: FieldDescriptor[];
  stored: Values | undefined;
  method: 'PATCH' | 'POST';
  /** Below /api/v1, e.g. `/footer/3f…`. */
  path: string;
  /** The answer's envelope key, holding the saved value. */
  envelope: string;
  /** A new record: every field is sent, not only the changed ones. */
  create?: boolean;
  /** Where it stands (issue 14); with it the form offers Save draft, a schedule and Preview. */
  publishing?: Publishing;
  successMessage?: string;
  onSaved?: (saved: Values) => void;
}

function failureMessage(title: string, result: Extract<ApiResult, { ok: false }>) {
  if (result.status === 400 && result.error.fields) {
    return `${title} was not saved: ${result.error.message}. See the messages beside the fields.`;
  }
  return `${title} was not saved: ${result.error.message}`;
}

/**
 * The state of one generic form: its values, what changed since the last save, the API's field
 * errors, and submitting (only changed fields; new files first, to the library, with progress).
 */
export function useEditorForm(o: EditorFormOptions) {
  const announce = useAnnounce();
  const [saved, setSaved] = useState(() => initialValues(o.fields, o.stored));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Bumped after a save or discard, so controls remount with the new stored values.
  const [version, setVersion] = useState(0);

  const [publishing, setPublishing] = useState(o.publishing);
  // The schedule field, in Lagos time as typed; sent with a draft.
  const [publishAt, setPublishAt] = useState(() =>
    o.publishing?.publishAt ? toLagosInput(o.publishing.publishAt) : '',
  );

  const changed = changedFields(o.fields, saved, values);
  const dirty = changed.length > 0;
  const markSaved = useUnsavedChanges(o.id, dirty);

  const setField = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  const discard = () => {
    revokeFiles(values);
    setValues(saved);
    setErrors({});
    setVersion((n) => n + 1);
  };

  const refuse = (fields: Record<string, string>, message: string) => {
    setErrors(fields);
    announce(message, 'error');
    return undefined;
  };

  /** Uploads the new files to the library, then writes the record with their paths. */
  const send = async (names: string[], query = ''): Promise<Values | undefined> => {
    const uploads = pendingUploads(o.fields, values, names);
    const missing = undescribed(uploads);
    if (Object.keys(missing).length) {
      return refuse(
        missing,
        `${o.title} was not saved: describe each new image, or mark it decorative.`,
      );
    }
    const uploaded = await uploadPending(uploads, values, setProgress);
    setProgress(null);
    if (!uploaded.ok) {
      return refuse(uploaded.errors, `${o.title} was not saved: ${uploaded.message}`);
    }
    const request = buildRequest(o.fields, uploaded.values, names, o.create);
    const result =
      request.kind === 'json'
        ? await apiJson(o.method, `${o.path}${query}`, request.body)
        : await apiUpload(o.method, `${o.path}${query}`, request.body);
    if (!result.ok) return refuse(result.error.fields ?? {}, failureMessage(o.title, result));
    return initialValues(o.fields, (result.data[o.envelope] ?? uploaded.values) as Values);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // Which button sent the form: "Save draft" keeps it off the site, the other publishes.
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const draft = Boolean(publishing) && submitter?.getAttribute('value') === 'draft';
    const names = o.create ? o.fields.map((f) => f.name) : changed;
    const schedule = fromLagosInput(publishAt);
    const pending =
      publishing !== undefined &&
      (draft
        ? schedule !==
          (publishing.publishAt ? fromLagosInput(toLagosInput(publishing.publishAt)) : '')
        : publishing.state !== 'published');
    if (!names.length && !pending) {
      announce(`${o.title}: there are no changes to save.`);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const query = draft ? `?draft=true&publishAt=${encodeURIComponent(schedule)}` : '';
      const current = await send(names, query);
      if (!current) return;
      if (publishing) {
        setPublishing({
          ...publishing,
          state: !draft
            ? 'published'
            : schedule
              ? 'scheduled'
              : publishing.state === 'unpublished'
                ? 'unpublished'
                : 'draft',
          publishAt: draft && schedule ? new Date(schedule).toISOString() : undefined,
        });
        if (!draft) setPublishAt('');
      }
      markSaved();
      revokeFiles(values);
      setSaved(current);
      setValues(current);
      setVersion((n) => n + 1);
      announce(
        !draft
          ? (o.successMessage ?? `${o.title} saved.`)
          : schedule
            ? `${o.title}: draft saved, to be published ${lagosWhen(schedule)}.`
            : `${o.title}: draft saved. Visitors still see the published version.`,
      );
      o.onSaved?.(current);
    } catch (err) {
      console.error(err);
      announce(`${o.title} was not saved: something went wrong in the page. Try again.`, 'error');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return {
    values,
    setField,
    errors,
    busy,
    progress,
    dirty,
    submit,
    discard,
    version,
    publishing,
    publishAt,
    setPublishAt,
  };
}

export type EditorFormState = ReturnType<typeof useEditorForm>;
