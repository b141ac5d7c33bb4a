import { PhoneLink } from '~/components/ui/phone-link';

/** The page's own words, then the company phone and e-mail (from the footer, kept in one place). */
export function ContactLine({
  text,
  phone,
  email,
}: {
  text: string;
  phone: string;
  email: string;
}) {
  return (
    <aside aria-label="Contact" className="rounded-lg bg-brand-900 p-6 text-white">
      <p className="font-semibold">{text}</p>
      <p className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-8">
        {phone && (
          <PhoneLink phone={phone} className="text-accent-500 underline-offset-4 hover:underline" />
        )}
        {email && (
          <a
            href={`mailto:${email}`}
            className="break-all text-accent-500 underline-offset-4 hover:underline"
          >
            {email}
          </a>
        )}
      </p>
    </aside>
  );
}
