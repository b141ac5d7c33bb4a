/** A phone number as written, dialling only its digits (and a leading +): spaces and dashes break some diallers. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      {phone}
    </a>
  );
}
