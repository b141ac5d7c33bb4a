import type { EnquiryRecord } from '../../../../server/services/enquiries/enquiry-service';
import { formatDate } from './labels';

/**
 * What the retention job took from an enquiry (Settings → Personal data), so that an editor
 * reading an old one knows why the sender or the file is missing.
 */
export function RetentionNotes({
  enquiry,
}: {
  enquiry: Pick<EnquiryRecord, 'type' | 'anonymisedAt' | 'fileDeletedAt'>;
}) {
  const notes = [
    enquiry.anonymisedAt &&
      `The sender’s details and message were removed on ${formatDate(enquiry.anonymisedAt)}, at the end of their retention period; the type, dates and products are kept for statistics.`,
    enquiry.fileDeletedAt &&
      !enquiry.anonymisedAt &&
      `${enquiry.type === 'career' ? 'The CV' : 'The attached file'} was deleted on ${formatDate(enquiry.fileDeletedAt)}, at the end of its retention period.`,
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <div className="mt-3 space-y-1 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
      {notes.map((note) => (
        <p key={note as string}>{note}</p>
      ))}
    </div>
  );
}
