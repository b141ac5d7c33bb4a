import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { loader as cmsLayoutLoader } from '~/routes/cms/layout';
import { useAnnounce } from '../announcer';
import { apiJson, apiUpload, ifMatch, type ApiResult, type SaveConflict } from '../api';
import type { FieldDescriptor, Publishing } from '../descriptors';
import { fromLagosInput, lagosWhen, toLagosInput } from '../../../../content/lagos-time';
import { useUnsavedChanges } from '../unsaved-changes';
import { buildRequest, type Outgoing } from './payload';
import { pendingUploads, undescribed, uploadPending } from './upload-pending';
import { useUnsavedCopy } from './use-unsaved-copy';
import { changedFields, initialValues, revokeFiles, type Values } from './values';

export interface EditorFormOptions {
  /** Unique on the page: the unsaved-changes report and the inputs' ids derive from it. */
  id: string;
  /** What the user calls it, for messages ("Footer saved."). */
  title: string;
  fields: FieldDescriptor[];
  stored: Values | undefined;
  /** The stored value's version (its ETag): every save sends it as `If-Match`. */
  version?: string;
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

/** A save refused because someone saved first (409), and what to send again to overwrite it. */
interface Conflict {
  details: SaveConflict;
  request: Outgoing;
  /** The values the request holds (new files uploaded), if the answer has none. */
  sent: Values;
  /** The write's query (`?draft=true&publishAt=…`), sent again with it. */
  query: string;
}

interface Written {
  values: Values;
  version?: string;
}

function failureMessage(title: string, result: Extract<ApiResult, { ok: false }>) {
  if (result.status === 400 && result.error.fields) {
    return `${title} was not saved: ${result.error.message}. See the messages beside the fields.`;
  }
  return `${title} was not saved: ${result.error.message}`;
}

/** Sends a write, as JSON or with files, unless what is stored is no longer version `expected`. */
function sendWrite(
  o: Pick<EditorFormOptions, 'method' | 'path'>,
  request: Outgoing,
  expected: string | undefined,
  query: string,
) {
  const headers = ifMatch(expected);
  const path = `${o.path}${query}`;
  return request.kind === 'json'
    ? apiJson(o.method, path, request.body, headers)
    : apiUpload(o.method, path, request.body, undefined, headers);
}

/**
 * The fields stay editable while a save is on its way (a slow connection can take seconds):
 * what the editor typed meanwhile (`typed`, the fields changed since `sent`) is kept over the
 * answer, as changes still to save.
 */
function typedSince(fields: FieldDescriptor[], sent: Values, onScreen: Values, answer: Values) {
  const typed = changedFields(fields, sent, onScreen);
  const next = typed.length
    ? { ...answer, ...Object.fromEntries(typed.map((n) => [n, onScreen[n]])) }
    : answer;
  return { typed, next };
}

/** What a save's query asked for: a draft or a publish, and the draft's time, as typed. */
function writeOf(query: string) {
  const draft = query.startsWith('?draft=true');
  const schedule = draft ? decodeURIComponent(query.split('publishAt=')[1] ?? '') : '';
  return { draft, schedule };
}

/** Where a record or section stands once `written` is saved, by `user`. */
function publishingAfter(
  publishing: Publishing,
  { draft, schedule }: ReturnType<typeof writeOf>,
  user: string | undefined,
): Publishing {
  return {
    ...publishing,
    // "Last saved by" says who saved last: now, that is this editor.
    ...(user ? { savedBy: user, savedAt: new Date().toISOString() } : {}),
    state: !draft
      ? 'published'
      : schedule
        ? 'scheduled'
        : publishing.state === 'unpublished'
          ? 'unpublished'
          : 'draft',
    publishAt: schedule ? new Date(schedule).toISOString() : undefined,
  };
}

/** Where the form's record or section stands, and its schedule field (Lagos time, as typed). */
function usePublishing(initial: Publishing | undefined, user: string | undefined) {
  const scheduleOf = (p: Publishing | undefined) => (p?.publishAt ? toLagosInput(p.publishAt) : '');
  const [publishing, setPublishing] = useState(initial);
  const [publishAt, setPublishAt] = useState(() => scheduleOf(initial));
  return {
    publishing,
    publishAt,
    setPublishAt,
    /** As the screen's data has it now. */
    reset(next: Publishing | undefined) {
      setPublishing(next);
      setPublishAt(scheduleOf(next));
    },
    /** After a save: published, or a draft waiting, scheduled or not. */
    saved(written: ReturnType<typeof writeOf>) {
      if (!publishing) return;
      setPublishing(publishingAfter(publishing, written, user));
      if (!written.draft) setPublishAt('');
    },
  };
}

/** The sentence that tells the editor what was saved. */
function savedMessage(
  o: Pick<EditorFormOptions, 'title' | 'successMessage'>,
  { draft, schedule }: ReturnType<typeof writeOf>,
) {
  if (!draft) return o.successMessage ?? `${o.title} saved.`;
  return schedule
    ? `${o.title}: draft saved, to be published ${lagosWhen(schedule)}.`
    : `${o.title}: draft saved. Visitors still see the published version.`;
}

/**
 * The query a save sends (`?draft=true&publishAt=…` for a draft, none to publish), or undefined
 * when there is nothing to save: no changed field, and no waiting draft to publish or schedule.
 */
function saveQuery(
  publishing: Publishing | undefined,
  publishAt: string,
  draft: boolean,
  changes: boolean,
): string | undefined {
  const schedule = fromLagosInput(publishAt);
  const wasScheduled = publishing?.publishAt
    ? fromLagosInput(toLagosInput(publishing.publishAt))
    : '';
  // Publishing a waiting draft, or only setting its time, is a save without changed fields.
  const pending =
    publishing !== undefined &&
    (draft ? schedule !== wasScheduled : publishing.state !== 'published');
  if (!changes && !pending) return undefined;
  return draft ? `?draft=true&publishAt=${encodeURIComponent(schedule)}` : '';
}

/**
 * The state of one generic form: its values, what changed since the last save, the API's field
 * errors, and submitting (only changed fields; new files first, to the library, with progress).
 */
export function useEditorForm(o: EditorFormOptions) {
  const announce = useAnnounce();
  const user = useRouteLoaderData<typeof cmsLayoutLoader>('routes/cms/layout')?.user.username;
  const [saved, setSaved] = useState(() => initialValues(o.fields, o.stored));
  const [values, setValues] = useState(saved);
  // The values on screen now, for a save that ends after the editor typed on (see `save`).
  const onScreen = useRef(values);
  useEffect(() => {
    onScreen.current = values;
  }, [values]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Bumped after a save or discard, so controls remount with the new stored values.
  const [version, setVersion] = useState(0);
  // The stored version the form's values were made to, sent as If-Match (no lost edits).
  const [base, setBase] = useState(o.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const { revalidate } = useRevalidator();
  // "Reload theirs": the stored value the form had, until the route's data brings the new one.
  const [reloading, setReloading] = useState<{ stale: Values | undefined; by: SaveConflict }>();
  /** Starts again from the stored value the route's data holds, made to `version`. */
  const startFromStored = (version: string | undefined) => {
    const fresh = initialValues(o.fields, o.stored);
    setSaved(fresh);
    setValues(fresh);
    setBase(version);
    setVersion((n) => n + 1);
  };
  if (reloading && o.stored !== reloading.stale) {
    setReloading(undefined);
    startFromStored(o.version ?? reloading.by.version);
  }

  const {
    publishing,
    publishAt,
    setPublishAt,
    reset: resetPublishing,
    saved: published,
  } = usePublishing(o.publishing, user);

  const changed = changedFields(o.fields, saved, values);
  const dirty = changed.length > 0;

  // The screen's data read again with a newer version (a discarded draft, a restored version,
  // someone's save): an untouched form starts from it; one being edited keeps its changes, and
  // its next save's If-Match finds out.
  const [readAt, setReadAt] = useState(o.version);
  if (o.version !== readAt) {
    setReadAt(o.version);
    if (!dirty && !reloading) {
      startFromStored(o.version);
      resetPublishing(o.publishing);
    }
  }
  const markSaved = useUnsavedChanges(o.id, dirty);
  const unsaved = useUnsavedCopy({
    formId: o.id,
    title: o.title,
    fields: o.fields,
    saved,
    values,
    dirty,
    version: base,
    onRestore: (restored, restoredBase) => {
      setValues(restored);
      setBase(restoredBase);
      setVersion((n) => n + 1);
    },
  });

  const setField = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  /** Replaces the values on screen (their new files' previews are released), errors cleared. */
  const show = (next: Values) => {
    revokeFiles(values);
    setValues(next);
    setErrors({});
    setVersion((n) => n + 1);
  };

  const discard = () => {
    unsaved.forget();
    show(saved);
  };

  /** Shows a value published from elsewhere (a restored version) as the stored one. */
  const load = (stored: Values) => {
    const current = initialValues(o.fields, stored);
    setSaved(current);
    show(current);
  };

  const refuse = (fields: Record<string, string>, message: string) => {
    setErrors(fields);
    announce(message, 'error');
    return undefined;
  };

  /** Writes, unless what is stored is no longer version `expected` (then asks what to do). */
  const write = async (
    request: Outgoing,
    sent: Values,
    expected: string | undefined,
    query: string,
  ): Promise<Written | undefined> => {
    const result = await sendWrite(o, request, expected, query);
    if (!result.ok && result.error.conflict) {
      setConflict({ details: result.error.conflict, request, sent, query });
      return undefined;
    }
    if (!result.ok) return refuse(result.error.fields ?? {}, failureMessage(o.title, result));
    return {
      values: initialValues(o.fields, (result.data[o.envelope] ?? sent) as Values),
      // Without one (an older server), the next save is sent without If-Match.
      version: result.etag,
    };
  };

  /** Uploads the new files to the library, then writes the record with their paths. */
  const send = async (names: string[], query: string): Promise<Written | undefined> => {
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
    return write(request, uploaded.values, base, query);
  };

  /** Where the form stands after a save, and the sentence that tells the editor. */
  const afterSave = (query: string) => {
    const written = writeOf(query);
    published(written);
    return savedMessage(o, written);
  };

  const save = async (writing: () => Promise<Written | undefined>, query: string) => {
    setBusy(true);
    setErrors({});
    const sent = values;
    try {
      const current = await writing();
      if (!current) return;
      const { typed, next } = typedSince(o.fields, sent, onScreen.current, current.values);
      markSaved();
      if (!typed.length) unsaved.forget();
      revokeFiles(o.fields.filter((f) => !typed.includes(f.name)).map((f) => sent[f.name]));
      setSaved(current.values);
      setValues(next);
      setBase(current.version);
      // Remounting would take the focus from a field being typed in.
      if (!typed.length) setVersion((n) => n + 1);
      const message = afterSave(query);
      announce(typed.length ? `${message} Changes made since are not saved yet.` : message);
      o.onSaved?.(current.values);
    } catch (err) {
      console.error(err);
      announce(`${o.title} was not saved: something went wrong in the page. Try again.`, 'error');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // Which button sent the form: "Save draft" keeps it off the site, the other publishes.
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const draft = Boolean(publishing) && submitter?.getAttribute('value') === 'draft';
    const names = o.create ? o.fields.map((f) => f.name) : changed;
    const query = saveQuery(publishing, publishAt, draft, names.length > 0);
    if (query === undefined) {
      announce(`${o.title}: there are no changes to save.`);
      return;
    }
    await save(() => send(names, query), query);
  };

  const conflictChoices = conflict && {
    details: conflict.details,
    /** Send the same changes again, over the version that refused them (a newer one still would). */
    overwrite: () => {
      setConflict(null);
      void save(
        () => write(conflict.request, conflict.sent, conflict.details.version, conflict.query),
        conflict.query,
      );
    },
    /** Drop the form's changes and show what is stored now. */
    reload: () => {
      setConflict(null);
      unsaved.forget();
      revokeFiles(values);
      setValues(saved);
      setReloading({ stale: o.stored, by: conflict.details });
      void revalidate().then(() =>
        announce(`${o.title}: showing the version ${conflict.details.savedBy} saved.`),
      );
    },
    keepEditing: () => setConflict(null),
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
    load,
    version,
    title: o.title,
    conflict: conflictChoices,
    unsavedCopy: unsaved.offer,
    publishing,
    publishAt,
    setPublishAt,
  };
}

export type EditorFormState = ReturnType<typeof useEditorForm>;
