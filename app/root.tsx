import './zod-jitless.client';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { PreviewBar } from './components/preview-bar';
import { useContext, useEffect } from 'react';
import type { Route } from './+types/root';
import { rootLoader } from './loaders/root.server';
import './app.css';
import { ContactBar, contactBarRoom } from './components/contact/contact-bar';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { NotFound } from './components/not-found';
import { NonceContext } from './nonce';
import { useUnprefixedContentFragment } from './content-ids';
import { SaveDataContext } from './components/ui/save-data';
import faviconSvg from './components/site/favicon.svg?raw';

/** Percent-encoded, so no quote, `#` or `&` of the SVG's ends up in the attribute. */
const favicon = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export const loader = rootLoader;

export function Layout({ children }: { children: React.ReactNode }) {
  // Hydration starts after the first paint (docs/decisions/0006); this marks when it is done,
  // for tests and for anyone debugging the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useUnprefixedContentFragment();
  const root = useRouteLoaderData<typeof loader>('root');
  // The CMS brings its own shell (top bar, menu, <main>): no public header, menu or footer.
  const { pathname } = useLocation();
  const nonce = useContext(NonceContext);
  const cms = pathname === '/cms' || pathname.startsWith('/cms/');
  const contact = root && !cms ? root.directContact : undefined;
  return (
    <html lang="en-NG" className={contact ? contactBarRoom.scroll : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        {/* In the page, not a request: Chrome asks for an icon after the page's load, on the same few
            connections as the first pictures, and the 174 bytes cost less inline. */}
        <link rel="icon" href={favicon} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className={`flex min-h-screen flex-col ${contact ? contactBarRoom.page : ''}`}>
        <SaveDataContext value={root?.saveData ?? false}>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-accent-500 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {root && !cms && (
            <SiteHeader
              logoText={root.settings.logoText}
              items={root.menu}
              search={root.search}
              basket={root.basket}
            />
          )}
          {/* Below the fixed header, staying in view while the editor scrolls. */}
          {root?.preview && !cms && <PreviewBar />}
          {cms ? (
            children
          ) : (
            <main id="main" className="flex-1">
              {children}
            </main>
          )}
          {root && !cms && (
            <SiteFooter
              footer={root.footer}
              companyName={root.settings.companyName}
              privacyLabel={root.privacy.label}
            />
          )}
          {contact && <ContactBar contact={contact} />}
        </SaveDataContext>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A form sent with JavaScript that the server refused before reading it (too many posts,
  // too large, not form data): the server's sentence says what to do.
  if (
    isRouteErrorResponse(error) &&
    [413, 415, 429].includes(error.status) &&
    typeof error.data === 'string'
  ) {
    return (
      <section className="content-width py-20 text-center">
        <h1 className="section-heading mb-3">Your message was not sent</h1>
        <p className="text-slate-600">{error.data.slice(0, 300)}</p>
      </section>
    );
  }
  return (
    <section className="content-width py-20 text-center">
      <h1 className="section-heading mb-3">This page could not be shown</h1>
      <p className="text-slate-600">
        Something went wrong on our side. Please try again in a moment, or call us if it keeps
        happening.
      </p>
    </section>
  );
}
