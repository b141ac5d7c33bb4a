import { useState, type FormEvent } from 'react';
import { useAnnounce } from '../announcer';
import { apiJson, apiUpload, type ApiResult } from '../api';
import type { FieldDescriptor } from '../descriptors';
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

  /** Shows a value published from elsewhere (a restored version) as the stored one. */
  const load = (stored: Values) => {
    const current = initialValues(o.fields, stored);
    revokeFiles(values);
    setSaved(current);
    setValues(current);
    setErrors({});
    setVersion((n) => n + 1);
  };

  const refuse = (fields: Record<string, string>, message: string) => {
    setErrors(fields);
    announce(message, 'error');
    return undefined;
  };

  /** Uploads the new files to the library, then writes the record with their paths. */
  const send = async (names: string[]): Promise<Values | undefined> => {
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
        ? await apiJson(o.method, o.path, request.body)
        : await apiUpload(o.method, o.path, request.body);
    if (!result.ok) return refuse(result.error.fields ?? {}, failureMessage(o.title, result));
    return initialValues(o.fields, (result.data[o.envelope] ?? uploaded.values) as Values);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const names = o.create ? o.fields.map((f) => f.name) : changed;
    if (!names.length) {
      announce(`${o.title}: there are no changes to save.`);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const current = await send(names);
      if (!current) return;
      markSaved();
      revokeFiles(values);
      setSaved(current);
      setValues(current);
      setVersion((n) => n + 1);
      announce(o.successMessage ?? `${o.title} saved.`);
      o.onSaved?.(current);
    } catch (err) {
      console.error(err);
      announce(`${o.title} was not saved: something went wrong in the page. Try again.`, 'error');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return { values, setField, errors, busy, progress, dirty, submit, discard, load, version };
}

export type EditorFormState = ReturnType<typeof useEditorForm>;
