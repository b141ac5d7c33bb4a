import { useState, type ReactNode } from 'react';

/** A button that opens a dialog, and the dialog while it is open. */
export function DialogButton({
  className,
  children,
  dialog,
}: {
  className: string;
  /** The button's content. */
  children: ReactNode;
  /** The dialog, given the way to close it. */
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
