import { useState } from 'react';
import { btn } from '../styles';
import { HistoryDialog, type HistoryTarget } from './history-dialog';

/** "History" beside an editor's Save: opens the versions of what the editor edits. */
export function HistoryButton(props: HistoryTarget) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={btn.secondary}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        History<span className="sr-only"> of {props.title}</span>
      </button>
      {open && <HistoryDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
