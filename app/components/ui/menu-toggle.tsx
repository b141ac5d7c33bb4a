import type { ReactNode, Ref } from 'react';

/**
 * The button that opens and closes a small screen's menu panel: named "Open menu" or "Close
 * menu" by the state it changes, and tied to the panel it controls.
 */
export function MenuToggle({
  ref,
  open,
  controls,
  className,
  onClick,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** The panel's id. */
  controls: string;
  className: string;
  onClick: () => void;
  /** The icon, hidden from screen readers. */
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      {children}
    </button>
  );
}
