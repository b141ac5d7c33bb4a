import { lagosFormat } from '../../../content/lagos-time';

/**
 * Built once: a DateTimeFormat costs about a millisecond to create, and a list page shows a
 * dozen dates per render (it was the largest single item in a render's CPU profile).
 */
const lagosDate = lagosFormat('en-NG', { dateStyle: 'long' });

/** A date in the visitor's reading form, fixed to Lagos time so server and browser agree. */
export function PublishedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {lagosDate.format(new Date(iso))}
    </time>
  );
}
