/**
 * A request for quote's lines as stored with the enquiry, and how they read as text. Apart from
 * schemas/quote.ts, which builds on the enquiry schemas, so the two do not import each other.
 */

import type { EnclosureConfiguration } from './enclosure-configuration';

/** A configured line's configuration with its words as the buyer saw them when sending. */
export type StoredConfiguration = EnclosureConfiguration & { text: string };

/** A line as stored with the enquiry: what the buyer saw, kept even if the product moves. */
export interface QuoteItem {
  productId: string;
  name: string;
  url: string;
  quantity: number;
  note: string;
  /** A configured enclosure's (decision 0053); requests stored before it have none. */
  configuration?: StoredConfiguration;
}

/** `Q-2026-00042`: the year it was sent and a number that only grows. */
export const quoteReference = (year: number, n: number) =>
  `Q-${year}-${String(n).padStart(5, '0')}`;

/** The lines as text, for e-mails and the CSV export. */
export const quoteItemsText = (items: readonly QuoteItem[], publicUrl = '') =>
  items
    .map(
      (i) =>
        `${i.quantity} × ${i.name}${i.configuration ? `: ${i.configuration.text}` : ''}${i.note ? ` (${i.note})` : ''}${publicUrl ? ` ${publicUrl}${i.url}` : ''}`,
    )
    .join('\n');
