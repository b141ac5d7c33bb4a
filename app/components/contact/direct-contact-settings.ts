/** The WhatsApp and call buttons' settings as the root loader made them, and the page's subject. */
import { useMatches, useRouteLoaderData } from 'react-router';
import { type ContactSubject } from '../../../content/contact-links';
import type { RootData } from '~/loaders/root.server';

export const useDirectContact = () => useRouteLoaderData<RootData>('root')?.directContact;

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
