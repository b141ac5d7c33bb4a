import { useRevalidator } from 'react-router';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { useConfirm } from '../use-confirm';

/**
 * Deleting a record: asks first, calls DELETE /api/v1/{path}/{id}, reloads the list. Render
 * `dialog` in the component.
 */
export function useDeleteRecord(path: string) {
  const { confirm, dialog } = useConfirm();
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();

  const remove = async (id: string, name: string) => {
    const sure = await confirm({
      title: `Delete “${name}”?`,
      message: 'It disappears from the public site at once. This cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!sure) return false;
    const result = await apiJson('DELETE', `/${path}/${id}`);
    if (!result.ok) {
      announce(`“${name}” was not deleted: ${result.error.message}`, 'error');
      return false;
    }
    announce(`“${name}” deleted.`);
    await revalidate();
    return true;
  };
  return { remove, dialog };
}
