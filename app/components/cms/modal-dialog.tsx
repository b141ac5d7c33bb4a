import { useEffect, useId, useRef, type ReactNode } from 'react';
import { btn } from './styles';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Further choices (buttons), placed between Cancel and Confirm. */
  children?: ReactNode;
}

/** A modal question (native <dialog>: focus trapped, Escape cancels, focus returns after). */
export function ModalDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-brand-950/50"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={btn.secondary} onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        {children}
        <button type="button" className={danger ? btn.danger : btn.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
