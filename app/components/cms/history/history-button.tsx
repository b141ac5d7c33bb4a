import { DialogButton } from '../dialog-button';
import { btn } from '../styles';
import { HistoryDialog, type HistoryTarget } from './history-dialog';

/** "History" beside an editor's Save: opens the versions of what the editor edits. */
export function HistoryButton(props: HistoryTarget) {
  return (
    <DialogButton
      className={btn.secondary}
      dialog={(close) => <HistoryDialog {...props} onClose={close} />}
    >
      History<span className="sr-only"> of {props.title}</span>
    </DialogButton>
  );
}
