/** How the inbox names the kinds and states of enquiries, and its addresses. */
import type { InboxFilter } from '../../../../schemas/enquiry';
import type { EnquiryRecord } from '../../../../server/services/enquiries/enquiry-service';
import { hrefWith } from '../paging';
import { lagosFormat } from '../../../../content/lagos-time';

export type { InboxFilter };

export const typeLabels = {
  contact: 'Contact',
  quote: 'Quote request',
  career: 'Job application',
} as const;
export const statusLabels = {
  new: 'New',
  'in progress': 'In progress',
  quoted: 'Quoted',
  closed: 'Closed',
} as const;
const deliveryLabels = {
  off: 'E-mail off',
  pending: 'Sending…',
  sent: 'E-mailed',
} as const;

type Delivery = EnquiryRecord['emailDelivery'];

/** The notification's state in a word or two (the inbox's column). */
export const deliveryLabel = (delivery: Delivery) =>
  delivery.status !== 'failed'
    ? deliveryLabels[delivery.status]
    : delivery.nextAttemptAt
      ? 'Sending failed, retrying'
      : 'Not e-mailed';

/** The notification's state in full (an opened enquiry): what failed and what happens next. */
export function deliveryDetail(delivery: Delivery): string {
  if (delivery.status !== 'failed') return deliveryLabels[delivery.status];
  const reason = delivery.error ? ` (${delivery.error})` : '';
  if (delivery.nextAttemptAt)
    return `Sending failed${reason}; trying again at ${formatDate(delivery.nextAttemptAt)}`;
  const tries = delivery.attempts === 1 ? 'one try' : `${delivery.attempts} tries`;
  return `Not e-mailed after ${tries}${reason}: read it here and reply to the sender directly.`;
}

export const INBOX_PATH = '/cms/enquiries';

/** The filter as address parameters, in a stable order; empty ones left out. */
export const filterParams = ({ type, status, q, before }: InboxFilter) => ({
  type,
  status,
  q,
  before,
});

/** The inbox's address for a filter, page and opened enquiry: every filter is kept. */
export const inboxHref = (filter: InboxFilter, extra: { page?: number; open?: string } = {}) =>
  hrefWith(INBOX_PATH, { ...filterParams(filter), page: extra.page, open: extra.open });

// Built once: creating a DateTimeFormat costs about a millisecond, and a page lists 25 dates.
const lagosDateTime = lagosFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => lagosDateTime.format(new Date(iso));
