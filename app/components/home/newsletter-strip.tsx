export function NewsletterStrip({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-accent-500 py-10 text-brand-950">
      <div className="content-width flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="newsletter-heading" className="text-xl font-bold sm:text-2xl">
            {heading}
          </h2>
          <p className="mt-1">{text}</p>
        </div>
        <form
          method="post"
          action="/newsletter"
          className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="newsletter-email" className="sr-only">
            E-mail address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Your e-mail address"
            className="min-h-11 flex-1 rounded-md border border-brand-900/20 bg-white px-4 text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-900 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
