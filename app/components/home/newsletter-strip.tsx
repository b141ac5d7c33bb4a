import { useFetcher } from 'react-router';
import type { FormResult } from '~/forms';
import { Honeypot } from '../forms/form-field';
import { PrivacyNote } from '../forms/privacy-note';

/**
 * The sign-up strip. With JavaScript it posts in place and shows the answer beside the field;
 * without, the same form posts to /newsletter, which answers with a page.
 */
export function NewsletterStrip({ heading, text }: { heading: string; text: string }) {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const error = result?.fields?.email ?? (result && !result.ok ? result.message : undefined);
  return (
    <section aria-labelledby="newsletter-heading" className="bg-accent-500 py-10 text-brand-950">
      <div className="content-width flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="newsletter-heading" className="text-xl font-bold sm:text-2xl">
            {heading}
          </h2>
          <p className="mt-1">{text}</p>
        </div>
        <div className="w-full max-w-md">
          <fetcher.Form
            method="post"
            action="/newsletter"
            className="relative flex flex-col gap-2 sm:flex-row"
            noValidate
          >
            <label htmlFor="newsletter-email" className="sr-only">
              E-mail address
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              maxLength={200}
              autoComplete="email"
              placeholder="Your e-mail address"
              aria-invalid={error ? true : undefined}
              aria-describedby="newsletter-status"
              className="min-h-11 flex-1 rounded-md border border-brand-900/20 bg-white px-4 text-slate-900 placeholder:text-slate-600"
            />
            <Honeypot />
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="min-h-11 rounded-md bg-brand-900 px-6 font-semibold text-white hover:bg-brand-800"
            >
              Subscribe
            </button>
          </fetcher.Form>
          <p
            id="newsletter-status"
            role="status"
            aria-live="polite"
            className="mt-2 min-h-6 text-sm font-semibold"
          >
            {result?.ok ? result.message : error}
          </p>
          <PrivacyNote className="text-sm" />
        </div>
      </div>
    </section>
  );
}
