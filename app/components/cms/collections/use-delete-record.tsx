import { useRevalidator } from 'react-router';
import { TRASH_RETENTION_DAYS } from '../../../../schemas/trash';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { useConfirm } from '../use-confirm';

/**
 * Deleting a record: asks first, calls DELETE /api/v1/{path}/{id}, reloads the list. Render
 * `dialog` in the component. `toTrash`: the collection's deletes go to the trash (content
 * records, docs/decisions/0021-trash.md), which the question and the message then say.
 */
export function useDeleteRecord(path: string, { toTrash = false } = {}) {
  const { confirm, dialog } = useConfirm();
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();

  const remove = async (id: string, name: string) => {
    const sure = await confirm({
      title: `Delete “${name}”?`,
      message: toTrash
        ? `It disappears from the public site at once. You can restore it from the Trash for ${TRASH_RETENTION_DAYS} days; then it is removed for good.`
        : 'It disappears from the public site at once. This cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!sure) return false;
    const result = await apiJson('DELETE', `/${path}/${id}`);
    if (!result.ok) {
      announce(`“${name}” was not deleted: ${result.error.message}`, 'error');
      return false;
    }
    announce(toTrash ? `“${name}” moved to the Trash.` : `“${name}” deleted.`);
    await revalidate();
    return true;
  };
  return { remove, dialog };
}
