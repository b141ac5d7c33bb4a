import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { loader as cmsLayoutLoader } from '~/routes/cms/layout';
import { useAnnounce } from '../announcer';
import type { FieldDescriptor } from '../descriptors';
import {
  differsFrom,
  keptAtLabel,
  keptCopyKey,
  keptCopyOf,
  parseKeptCopy,
  restoredValues,
  type KeptCopy,
} from './unsaved-copy';
import type { Values } from './values';

/** Typing is kept half a second after it pauses (and at once when the page goes away). */
const KEEP_AFTER_MS = 500;

// The storage may be missing, full or blocked (private windows): the copy is a safety net, and a
// form must keep working without it.
function readCopy(key: string): KeptCopy | undefined {
  try {
    return parseKeptCopy(window.localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

function writeCopy(key: string, copy: KeptCopy | undefined): void {
  try {
    if (copy) window.localStorage.setItem(key, JSON.stringify(copy));
    else window.localStorage.removeItem(key);
  } catch {
    // See above: nothing to do.
  }
}

export interface UnsavedCopyOptions {
  formId: string;
  /** What the user calls the form, for messages. */
  title: string;
  fields: FieldDescriptor[];
  /** The stored values the form started from (or was last saved as). */
  saved: Values;
  values: Values;
  dirty: boolean;
  /** The stored version the form's changes are made to. */
  version: string | undefined;
  /** Puts a kept copy's values back into the form, with the version they were made to. */
  onRestore: (values: Values, version: string | undefined) => void;
}

/** The offer shown when an editor opens over changes kept from an earlier visit. */
export interface UnsavedCopyOffer {
  /** `10:42`, Lagos time. */
  keptAt: string;
  filesLeftOut: boolean;
  restore: () => void;
  discard: () => void;
}

/**
 * Keeps a dirty form's changes in localStorage (per user and form) and, when the editor opens
 * over a copy that differs from the stored values, offers to restore or discard it. Until the
 * editor decides, the earlier copy is left as it is, so typing elsewhere does not replace it.
 * `forget` drops the copy: call it after a save and a discard.
 */
export function useUnsavedCopy(o: UnsavedCopyOptions) {
  const announce = useAnnounce();
  const user = useRouteLoaderData<typeof cmsLayoutLoader>('routes/cms/layout')?.user.username;
  const key = keptCopyKey(user ?? '', o.formId);
  const hydrated = useHydrated();
  // What the storage held when the editor opened: read once the page runs (the server's HTML
  // has no storage), a copy only when restoring it would change something.
  const [found, setFound] = useState<{ key: string; copy?: KeptCopy }>();
  if (hydrated && found?.key !== key) {
    const copy = readCopy(key);
    setFound({ key, copy: copy && differsFrom(o.fields, o.saved, copy) ? copy : undefined });
  }
  const offered = found?.key === key ? found.copy : undefined;
  // The write waiting for typing to pause, done at once if the page goes away first.
  const pending = useRef<(() => void) | undefined>(undefined);

  const { fields, saved, values, dirty, version } = o;
  useEffect(() => {
    if (found?.key !== key || offered) return;
    if (!dirty) {
      pending.current = undefined;
      writeCopy(key, undefined);
      return;
    }
    const keep = () => {
      pending.current = undefined;
      writeCopy(key, keptCopyOf(fields, saved, values, version, new Date()));
    };
    pending.current = keep;
    const timer = setTimeout(keep, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [found, key, offered, dirty, fields, saved, values, version]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the screen (after "Leave without saving") keeps the changes too.
      flush();
    };
  }, []);

  const settle = () => setFound({ key, copy: undefined });

  const offer: UnsavedCopyOffer | null = offered
    ? {
        keptAt: keptAtLabel(offered.keptAt, new Date()),
        filesLeftOut: offered.filesLeftOut,
        restore: () => {
          settle();
          o.onRestore(restoredValues(fields, saved, offered), offered.version ?? version);
          announce(`${o.title}: unsaved changes restored. Save them to keep them.`);
        },
        discard: () => {
          settle();
          writeCopy(key, undefined);
          announce(`${o.title}: kept changes discarded.`);
        },
      }
    : null;

  const forget = () => {
    pending.current = undefined;
    writeCopy(key, undefined);
    if (offered) settle();
  };

  return { offer, forget };
}
