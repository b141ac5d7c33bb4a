import type { ReactNode } from 'react';
import { telHref } from '../../../content/contact-links';
import { Glyph } from '../ui/glyph';

/** A chat on WhatsApp. It opens in a new tab, and screen readers hear so (`newTabNote`). */
export function WhatsAppLink({
  href,
  newTabNote,
  className,
  children,
}: {
  href: string;
  newTabNote: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <Glyph name="chat" className="size-5 shrink-0" />
      {children}
      {newTabNote && <span className="sr-only"> {newTabNote}</span>}
    </a>
  );
}

/** A call to `phone` as written, dialling its digits. */
export function CallLink({
  phone,
  className,
  children,
}: {
  phone: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={telHref(phone)} className={className}>
      <Glyph name="phone" className="size-5 shrink-0" />
      {children}
    </a>
  );
}

/** WhatsApp's green under dark text (9:1); white on it would fail contrast. */
export const whatsAppColours = 'bg-[#25d366] text-brand-950 hover:bg-[#1fb457]';
