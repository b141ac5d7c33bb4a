/**
 * What the WhatsApp and call buttons need, made once by the root loader: the section's words,
 * the footer's phone (one place for the number called) and the site's public address, which
 * chat messages link to.
 */
import { useMatches, useRouteLoaderData } from 'react-router';
import { whatsAppDigits, type ContactSubject } from '../../../content/contact-links';
import type { SectionValue } from '../../../server/services/content-service';
import type { loader as rootLoader } from '~/root';

export type DirectContactSettings = Omit<SectionValue<'site/direct-contact'>, '_id'> & {
  /** As written in the footer; empty: no call buttons. */
  phone: string;
  publicUrl: string;
};

/** Undefined when there is nothing to offer: no WhatsApp number that works and no phone. */
export function directContactSettings(
  section: SectionValue<'site/direct-contact'>,
  phone: string,
  publicUrl: string,
): DirectContactSettings | undefined {
  const { _id, ...words } = section;
  const whatsApp = whatsAppDigits(words.whatsAppNumber) !== undefined;
  return whatsApp || phone ? { ...words, phone, publicUrl } : undefined;
}

export const useDirectContact = () => useRouteLoaderData<typeof rootLoader>('root')?.directContact;

/**
 * A route about one product says so in its `handle`
 * (`export const handle: ContactSubjectHandle<Data> = { contactSubject: (data) => … }`), so
 * the bar at the bottom of the screen can name it.
 */
export interface ContactSubjectHandle<D> {
  contactSubject: (data: D) => ContactSubject | undefined;
}

const namesSubject = (handle: unknown): handle is ContactSubjectHandle<unknown> =>
  typeof handle === 'object' &&
  handle !== null &&
  'contactSubject' in handle &&
  typeof handle.contactSubject === 'function';

/** The subject the deepest matched route names, if any. */
export function useContactSubject(): ContactSubject | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (namesSubject(match.handle) && match.loaderData !== undefined) {
      return match.handle.contactSubject(match.loaderData);
    }
  }
  return undefined;
}
