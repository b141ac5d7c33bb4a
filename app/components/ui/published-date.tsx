import { lagosLongDate } from '../../../content/lagos-time';

/**
 * A date in the visitor's reading form, fixed to Lagos time so server and browser agree. Written
 * without Intl (content/lagos-time.ts says why): a list page shows a dozen per render.
 */
export function PublishedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {lagosLongDate(iso)}
    </time>
  );
}
