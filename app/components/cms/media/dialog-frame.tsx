import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icons';
import { btn } from '../styles';

/**
 * A modal panel with a title and a Close button (native <dialog>: the rest of the page is inert,
 * so focus stays inside; Escape closes; focus returns where it was). It is rendered into <body>,
 * outside any editor form it is opened from, so its own forms and buttons never submit that one.
 */
export function DialogFrame({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the scrolling content (Close). */
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  // Before the first paint, so the panel never shows outside its modal layer. Callers unmount
  // the frame to close it; a dialog removed from the page returns focus nowhere, so the frame
  // puts it back on what had it (the button that opened it).
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(64rem,calc(100vw-1rem))] flex-col rounded-lg bg-slate-50 p-0 shadow-xl backdrop:bg-brand-950/60 open:flex"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
        <h2 id={`${id}-title`} className="min-w-0 flex-1 truncate text-lg font-bold text-brand-900">
          {title}
        </h2>
        <button type="button" className={btn.icon} onClick={onClose} aria-label="Close">
          <Icon name="close" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
      {footer && (
        <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3">
          {footer}
        </footer>
      )}
    </dialog>,
    document.body,
  );
}
