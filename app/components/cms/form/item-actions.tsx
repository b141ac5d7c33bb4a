import { Icon } from '../icons';
import { btn } from '../styles';

/** Move up, move down and remove buttons of one list entry, named after the entry. */
export function ItemActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** What the entry is called, e.g. "Social link 2". */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={btn.icon}
        aria-disabled={index === 0}
        onClick={() => index > 0 && onMove(index - 1)}
        aria-label={`Move ${name} up`}
      >
        <Icon name="up" />
      </button>
      <button
        type="button"
        className={btn.icon}
        aria-disabled={index === count - 1}
        onClick={() => index < count - 1 && onMove(index + 1)}
        aria-label={`Move ${name} down`}
      >
        <Icon name="down" />
      </button>
      <button
        type="button"
        className={btn.iconDanger}
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        <Icon name="trash" />
      </button>
    </div>
  );
}
