/** A date in the visitor's reading form, fixed to Lagos time so server and browser agree. */
export function PublishedDate({ iso, className }: { iso: string; className?: string }) {
  const text = new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'long',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
