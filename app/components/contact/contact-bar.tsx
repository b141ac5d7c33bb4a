import { useLocation } from 'react-router';
import { chatMessage, whatsAppHref } from '../../../content/contact-links';
import { CallLink, WhatsAppLink, whatsAppColours } from './contact-links';
import type { DirectContactSettings } from '~/loaders/root.server';
import { useContactSubject } from './direct-contact-settings';

/**
 * Room the page keeps below the footer on phones, and for scrolling a focused link into view,
 * so the bar never covers either. Its height is the bar's (`h-16`).
 */
export const contactBarRoom = { page: 'max-md:pb-16', scroll: 'max-md:scroll-pb-16' };

const button =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 font-semibold';

/**
 * WhatsApp and call, fixed at the bottom of the screen on phones (below `md`). On a product
 * page the chat names the product; elsewhere, the page's address.
 */
export function ContactBar({ contact }: { contact: DirectContactSettings }) {
  const subject = useContactSubject();
  const { pathname } = useLocation();
  const message = subject
    ? chatMessage(contact.productMessage, `${contact.publicUrl}${subject.url}`, subject.name)
    : chatMessage(contact.pageMessage, `${contact.publicUrl}${pathname}`);
  const chat = whatsAppHref(contact.whatsAppNumber, message);
  return (
    <aside
      aria-label={contact.barLabel || undefined}
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 gap-2 border-t border-slate-200 bg-white p-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden print:hidden"
    >
      {chat && (
        <WhatsAppLink
          href={chat}
          newTabNote={contact.newTabNote}
          className={`${button} ${whatsAppColours}`}
        >
          {contact.barWhatsAppLabel}
        </WhatsAppLink>
      )}
      {contact.phone && (
        <CallLink phone={contact.phone} className={`${button} bg-brand-900 text-white`}>
          {contact.callLabel}
          <span className="sr-only"> {contact.phone}</span>
        </CallLink>
      )}
    </aside>
  );
}
