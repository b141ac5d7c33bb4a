/**
 * The inbox's and the newsletter's CSV exports, streamed from the database a batch at a time.
 */
import { enquiryLabels, enquiryLines, type InboxFilter } from '../../../schemas/enquiry';
import { csvStream } from '../shared/csv';
import type { EnquiryRecord, EnquiryService } from './enquiry-service';
import type { NewsletterService } from './newsletter-service';

/**
 * The header is fixed before any row is read: the labels of every kind of enquiry, each row
 * filling the columns of its kind.
 */
const enquiryHeader = ['Received', 'Reference', 'Type', 'Status', ...enquiryLabels];

function enquiryCells(r: EnquiryRecord) {
  const values = new Map(enquiryLines(r));
  return [
    r.createdAt,
    r.reference,
    r.type,
    r.status,
    ...enquiryLabels.map((l) => values.get(l) ?? ''),
  ];
}

async function* mapBatches<T, R>(batches: AsyncIterable<T[]>, map: (item: T) => R) {
  for await (const batch of batches) yield batch.map(map);
}

export const enquiriesCsv = (enquiries: EnquiryService, filter: InboxFilter) =>
  csvStream(enquiryHeader, mapBatches(enquiries.batches(filter), enquiryCells));

/**
 * Confirmed subscribers only: an address waiting for its owner's confirmation must receive
 * nothing. "Subscribed" is when the owner confirmed.
 */
export const subscribersCsv = (newsletter: NewsletterService) =>
  csvStream(
    ['E-mail', 'Subscribed', 'Unsubscribe link'],
    mapBatches(newsletter.subscriberBatches(), (s) => [
      s.email,
      s.confirmedAt ?? s.createdAt,
      s.unsubscribeUrl,
    ]),
  );
