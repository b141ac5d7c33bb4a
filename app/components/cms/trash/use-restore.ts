import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Restored, TrashEntry } from '../../../../schemas/trash';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';

/** What was last restored, for the screen to link to its editor. */
export interface RestoredNotice {
  label: string;
  href: string;
}

/**
 * Restoring an entry: POST /api/v1/trash/{id}/restore, says how it went, reloads the list. A
 * refusal (its family is gone too) is announced with the server's reason.
 */
export function useRestore() {
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [restored, setRestored] = useState<RestoredNotice | null>(null);

  const restore = async (entry: TrashEntry) => {
    setBusy(entry.id);
    const result = await apiJson('POST', `/trash/${entry.id}/restore`);
    setBusy(null);
    if (!result.ok) {
      announce(`“${entry.label}” was not restored: ${result.error.message}`, 'error');
      // Restored or purged elsewhere meanwhile: the list shows how things are now.
      if (result.status === 404) await revalidate();
      return;
    }
    const { label, href } = result.data as unknown as Restored;
    announce(`“${label}” is restored.`);
    setRestored({ label, href });
    await revalidate();
  };
  return { restore, busy, restored };
}
