/** How the inbox names the kinds and states of enquiries. */
export const typeLabels = {
  contact: 'Contact',
  quote: 'Quote request',
  career: 'Job application',
} as const;
export const statusLabels = { new: 'New', 'in progress': 'In progress', done: 'Done' } as const;
export const deliveryLabels = {
  off: 'E-mail off',
  pending: 'Sending…',
  sent: 'E-mailed',
  failed: 'Sending failed, retrying',
} as const;

export interface InboxFilter {
  type?: keyof typeof typeLabels;
  status?: keyof typeof statusLabels;
}

/** The inbox's address for a filter, page and opened enquiry. */
export function inboxHref(filter: InboxFilter, extra: { page?: number; open?: string } = {}) {
  const q = new URLSearchParams();
  if (filter.type) q.set('type', filter.type);
  if (filter.status) q.set('status', filter.status);
  if (extra.page && extra.page > 1) q.set('page', String(extra.page));
  if (extra.open) q.set('open', extra.open);
  const s = q.toString();
  return `/cms/enquiries${s ? `?${s}` : ''}`;
}

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));
