import type { SaveConflict } from '../api';
import { formatDate } from '../inbox/labels';
import { ModalDialog } from '../modal-dialog';
import { btn } from '../styles';

/**
 * What the dialog says when a save found that someone saved the same thing first: who and when
 * (Lagos time, as the activity screen shows times), and that nothing typed is lost yet.
 */
export function conflictMessage(title: string, conflict: SaveConflict | undefined): string {
  const who = conflict
    ? `${conflict.savedBy} saved ${title} at ${formatDate(conflict.savedAt)} (Lagos time)`
    : `Someone else saved ${title}`;
  return `${who}, after you opened it. Your changes were not saved, but they are still in the form.`;
}

/**
 * The choice after a save was refused as a conflict (409): reload the stored values, overwrite
 * them with the form's, or close the dialog and keep editing.
 */
export function ConflictDialog({
  open,
  title,
  conflict,
  onReload,
  onOverwrite,
  onKeepEditing,
}: {
  open: boolean;
  title: string;
  conflict: SaveConflict | undefined;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      title={conflict ? `${conflict.savedBy} changed ${title}` : `${title} was changed`}
      message={conflictMessage(title, conflict)}
      cancelLabel="Keep editing"
      confirmLabel="Overwrite with mine"
      danger
      onCancel={onKeepEditing}
      onConfirm={onOverwrite}
    >
      <button type="button" className={btn.secondary} onClick={onReload}>
        Reload theirs
      </button>
    </ModalDialog>
  );
}
