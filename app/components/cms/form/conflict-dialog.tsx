import type { SaveConflict } from '../api';
import { formatDate } from '../inbox/labels';
import { ModalDialog } from '../modal-dialog';
import { btn } from '../styles';

/**
 * What the dialog says when a save found that someone saved the same thing first: who and when
 * (Lagos time, as the activity screen shows times), and that nothing typed is lost yet. The
 * form's title leads ("Hero text: …", "Edit “Solar”: …"), as in the form's other messages.
 */
export function conflictMessage(title: string, conflict: SaveConflict | undefined): string {
  const who = conflict
    ? `${conflict.savedBy} saved it at ${formatDate(conflict.savedAt)} (Lagos time)`
    : 'Someone else saved it';
  return `${title}: ${who}, after you opened it. Your changes were not saved, but they are still in the form.`;
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
      title={`${title}: changed by ${conflict?.savedBy ?? 'someone else'}`}
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
