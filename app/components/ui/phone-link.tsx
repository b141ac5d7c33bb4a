import { telHref } from '../../../content/contact-links';

/** A phone number as written, dialling only its digits (and a leading +). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className}>
      {phone}
    </a>
  );
}
