import { chatMessage, whatsAppHref, type ContactSubject } from '../../../content/contact-links';
import { CallLink, WhatsAppLink, whatsAppColours } from './contact-links';
import { useDirectContact } from './direct-contact-settings';

const button =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-5 py-2.5 text-center font-semibold transition-colors sm:w-auto';

/**
 * The product page's box for asking about the product straight away: a WhatsApp chat that
 * opens with the product's name and address typed in, a call, and when someone answers.
 */
export function DirectContact({ product }: { product: ContactSubject }) {
  const contact = useDirectContact();
  if (!contact) return null;
  const chat = whatsAppHref(
    contact.whatsAppNumber,
    chatMessage(contact.productMessage, `${contact.publicUrl}${product.url}`, product.name),
  );
  return (
    <section
      aria-labelledby={contact.heading ? 'direct-contact-heading' : undefined}
      className="content-width pb-12"
    >
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-5 sm:p-6">
        {contact.heading && (
          <h2 id="direct-contact-heading" className="text-xl font-bold text-brand-900">
            {contact.heading}
          </h2>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {chat && (
            <WhatsAppLink
              href={chat}
              newTabNote={contact.newTabNote}
              className={`${button} ${whatsAppColours}`}
            >
              {contact.whatsAppLabel}
            </WhatsAppLink>
          )}
          {contact.phone && (
            <CallLink
              phone={contact.phone}
              className={`${button} border-2 border-brand-900 bg-white text-brand-900 hover:bg-brand-100`}
            >
              {contact.callLabel} {contact.phone}
            </CallLink>
          )}
        </div>
        {contact.hours && (
          <p className="mt-3 text-sm text-slate-700">
            {contact.hoursLead} {contact.hours}
          </p>
        )}
      </div>
    </section>
  );
}
