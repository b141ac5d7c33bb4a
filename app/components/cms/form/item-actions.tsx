import { Icon } from '../icons';
import { btn } from '../styles';
import { moved } from './values';

/** Move up, move down and remove buttons of one list entry, named after the entry. */
export function ItemActions<T>({
  name,
  list,
  index,
  onChange,
}: {
  /** What the entry is called, e.g. "Social link 2". */
  name: string;
  list: readonly T[];
  index: number;
  /** Receives the list with the entry moved or removed. */
  onChange: (list: T[]) => void;
}) {
  const moves = [
    { icon: 'up', to: index - 1 },
    { icon: 'down', to: index + 1 },
  ] as const;
  return (
    <div className="flex shrink-0 gap-1">
      {moves.map(({ icon, to }) => {
        const blocked = to < 0 || to >= list.length;
        return (
          <button
            key={icon}
            type="button"
            className={btn.icon}
            aria-disabled={blocked}
            onClick={() => !blocked && onChange(moved(list, index, to))}
            aria-label={`Move ${name} ${icon}`}
          >
            <Icon name={icon} />
          </button>
        );
      })}
      <button
        type="button"
        className={btn.iconDanger}
        onClick={() => onChange(list.filter((_, j) => j !== index))}
        aria-label={`Remove ${name}`}
      >
        <Icon name="trash" />
      </button>
    </div>
  );
}

/** The button under a list that adds an entry, e.g. "Add model" (to Models, for screen readers). */
export function AddEntryButton({
  entry,
  listLabel,
  onClick,
}: {
  entry: string;
  listLabel: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`${btn.small} mt-3`} onClick={onClick}>
      <Icon name="plus" className="size-4" />
      Add {entry}
      <span className="sr-only"> to {listLabel}</span>
    </button>
  );
}
