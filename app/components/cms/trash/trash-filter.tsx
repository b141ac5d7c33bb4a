import { Form } from 'react-router';
import { FilterMessage } from '../filter-message';
import { input } from '../styles';
import { TRASH_PATH, type TrashErrors, type TrashKind, type TrashView } from './trash-address';

/**
 * Which kind of record to show (a GET form: the choice is in the address, so it works without
 * JavaScript). A bad value or cursor from a hand-edited link is shown, not failed on.
 */
export function TrashFilter({
  view,
  errors,
  kinds,
}: {
  view: TrashView;
  errors: TrashErrors;
  kinds: TrashKind[];
}) {
  return (
    <Form
      method="get"
      action={TRASH_PATH}
      aria-label="Filter the trash"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <label className="w-full text-sm font-semibold text-brand-900 sm:w-64">
        Kind
        <select
          name="collection"
          defaultValue={view.collection ?? ''}
          className={`${input} mt-1 min-h-11`}
          aria-invalid={errors.collection ? true : undefined}
          aria-describedby={errors.collection ? 'trash-collection-error' : undefined}
        >
          <option value="">Everything</option>
          {kinds.map((k) => (
            <option key={k.name} value={k.name}>
              {k.title}
            </option>
          ))}
        </select>
        <FilterMessage id="trash-collection-error" error={errors.collection} />
      </label>
      <button type="submit" className="btn-primary">
        Show
      </button>
      {errors.cursor && (
        <p role="alert" className="w-full text-sm text-red-700">
          {errors.cursor}
        </p>
      )}
    </Form>
  );
}
