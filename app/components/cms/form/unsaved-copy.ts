/**
 * A copy of a form's unsaved changes in the browser's storage (issue 14: no lost edits), so that
 * a closed tab, a crash or leaving without saving does not lose them: reopening the editor offers
 * them back. Only the changed fields are kept, in the shape the API stores them, so that what is
 * restored goes through the same normalising as stored values, and fields nobody touched come
 * from the current stored value. Files chosen but not uploaded cannot be kept (storage holds
 * text): the copy leaves them out and says so.
 */
import type { FieldDescriptor } from '../descriptors';
import { buildRequest } from './payload';
import { changedFields, initialValues, isPending, type Values } from './values';
import { lagosFormat } from '../../../../content/lagos-time';

/** What the storage holds under a form's key. */
export interface KeptCopy {
  /** When it was kept, ISO 8601. */
  keptAt: string;
  /** The stored value's version the changes were made to: a save then still catches a conflict. */
  version?: string;
  /** The changed fields, as the API stores them. */
  values: Values;
  /** Some new files were left out: they must be chosen again. */
  filesLeftOut: boolean;
}

/** The storage key: per signed-in user (a shared computer) and per form. */
export const keptCopyKey = (user: string, formId: string) => `cms-unsaved:${user}:${formId}`;

const SINGLE_FILE = new Set<FieldDescriptor['kind']>(['image', 'video', 'document']);

/**
 * A value with its new files left out: an image list loses them, a single file field keeps what
 * it held before (`before`, the saved value at the top level; blank in a list's entry).
 */
function withoutFiles(
  field: FieldDescriptor,
  value: unknown,
  before: unknown,
  left: { any: boolean },
): unknown {
  if (isPending(value)) {
    left.any = true;
    return SINGLE_FILE.has(field.kind) && typeof before === 'string' ? before : '';
  }
  if (field.kind === 'imageList' && Array.isArray(value)) {
    const kept = value.filter((v) => !isPending(v));
    if (kept.length !== value.length) left.any = true;
    return kept;
  }
  if (field.kind === 'group' && value && typeof value === 'object') {
    const group = value as Values;
    return Object.fromEntries(
      (field.fields ?? []).map((f) => [f.name, withoutFiles(f, group[f.name], undefined, left)]),
    );
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    const fields = field.fields ?? [];
    return value.map((item: Values) =>
      Object.fromEntries(
        fields.map((f) => [f.name, withoutFiles(f, item[f.name], undefined, left)]),
      ),
    );
  }
  return value;
}

/**
 * The copy to keep of a form's changes since `saved`, or undefined when nothing would be kept
 * (no changes, or only new files).
 */
export function keptCopyOf(
  fields: FieldDescriptor[],
  saved: Values,
  values: Values,
  version: string | undefined,
  now: Date,
): KeptCopy | undefined {
  const left = { any: false };
  const plain: Values = Object.fromEntries(
    fields.map((f) => [f.name, withoutFiles(f, values[f.name], saved[f.name], left)]),
  );
  const names = changedFields(fields, saved, plain);
  if (!names.length) return undefined;
  const request = buildRequest(fields, plain, names);
  if (request.kind !== 'json') return undefined;
  return { keptAt: now.toISOString(), version, values: request.body, filesLeftOut: left.any };
}

/** A stored copy read back, or undefined when there is none or it is not one of ours. */
export function parseKeptCopy(text: string | null): KeptCopy | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const { keptAt, version, values, filesLeftOut } = data as Record<string, unknown>;
  if (typeof keptAt !== 'string' || Number.isNaN(Date.parse(keptAt))) return undefined;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
  return {
    keptAt,
    version: typeof version === 'string' ? version : undefined,
    values: values as Values,
    filesLeftOut: filesLeftOut === true,
  };
}

/** The kept fields the form still has (a field may have been removed since). */
const keptFields = (fields: FieldDescriptor[], copy: KeptCopy) =>
  fields.filter((f) => Object.hasOwn(copy.values, f.name));

/**
 * The form's values with the copy's fields put back over `saved`, normalised like stored values
 * (so a copy from an older form shape cannot break a control).
 */
export function restoredValues(fields: FieldDescriptor[], saved: Values, copy: KeptCopy): Values {
  const kept = keptFields(fields, copy);
  return { ...saved, ...initialValues(kept, copy.values) };
}

/** Whether restoring the copy would change anything in a form now holding `saved`. */
export const differsFrom = (fields: FieldDescriptor[], saved: Values, copy: KeptCopy) =>
  changedFields(fields, saved, restoredValues(fields, saved, copy)).length > 0;

// Built once: creating a DateTimeFormat costs about a millisecond.
const lagosTime = lagosFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const lagosDay = lagosFormat('en-GB', { day: 'numeric', month: 'short' });
/** `2025-03-03`: which Lagos day an instant falls on. */
const lagosDate = lagosFormat('en-CA');

/**
 * When a copy was kept, in Lagos time like the rest of the CMS: `10:42` the same day, and with
 * its day (`3 Mar, 10:42`) when it is older, so "from 10:42" never means yesterday's.
 */
export function keptAtLabel(iso: string, now: Date): string {
  const at = new Date(iso);
  const time = lagosTime.format(at);
  return lagosDate.format(at) === lagosDate.format(now) ? time : `${lagosDay.format(at)}, ${time}`;
}
