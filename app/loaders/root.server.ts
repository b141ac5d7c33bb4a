/**
 * What every page's frame needs, read once per page by the root route: the site's settings,
 * footer, menu, search words, basket count, privacy sentence and the direct-contact buttons.
 * Components read it with `useRouteLoaderData<RootData>('root')`; it lives here, not in
 * root.tsx, so they can name its type without importing the route that imports them.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { whatsAppDigits } from '../../content/contact-links';
import type { SectionValue } from '../../server/services/content/content-service';
import { wantsLessData } from '../../server/http/save-data';
import { buildMenu } from '../navigation';
import { basketToken } from './quote.server';

/**
 * What the WhatsApp and call buttons need: the section's words, the footer's phone (one place
 * for the number called) and the site's public address, which chat messages link to.
 */
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

export async function rootLoader({ context, request }: LoaderFunctionArgs) {
  const { content } = context.services;
  const [settings, footer, categories, industries, search, contact, quote, privacy, basketCount] =
    await Promise.all([
      content.section('site/settings'),
      content.section('footer'),
      // The menu's product families are the catalogue's (decision 0024).
      content.list('productFamilies'),
      content.section('catalogue/industries'),
      content.section('search/page'),
      content.section('site/direct-contact'),
      content.section('quote/page'),
      content.section('privacy'),
      // No cookie, no basket: most visitors cost no query (and their pages stay cached).
      basketToken(request) ? context.services.quotes.count(basketToken(request)) : 0,
    ]);
  return data({
    settings,
    footer,
    search,
    basket: { label: quote.headerLabel, count: basketCount },
    // The footer's link and the sentence beside every form's send button (PrivacyNote).
    privacy: { label: privacy.heading, formNote: privacy.formNote },
    directContact: directContactSettings(contact, footer.phone, context.publicUrl),
    menu: buildMenu(
      categories.map((f) => ({ label: f.name, link: f.url })),
      industries.industries,
    ),
    site: {
      companyName: settings.companyName,
      tagline: settings.tagline,
      publicUrl: context.publicUrl,
    },
    preview: context.preview,
    // The response cache keeps this page's copy apart for such visitors (response-cache.ts).
    saveData: wantsLessData(request.headers.get('save-data'), request.headers.get('ect')),
  });
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>['data'];
