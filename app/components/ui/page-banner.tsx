import type { ReactNode } from 'react';
import { MediaImage, type MediaImg } from './media-image';

/** The title banner most pages open with; holds the page's only `<h1>`. */
export function PageBanner({
  title,
  subtitle,
  image,
  children,
}: {
  title: string;
  subtitle?: string;
  image?: MediaImg;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image?.src && (
        <>
          <MediaImage
            image={image}
            alt=""
            priority
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-950/75" />
        </>
      )}
      <div className="content-width py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && (
          <p className="mt-3 max-w-2xl text-base text-slate-200 sm:text-lg">{subtitle}</p>
        )}
        {children}
      </div>
    </section>
  );
}

/** A page that is its banner, then its content: the frame of the landings and simple pages. */
export function BannerPage({
  title,
  subtitle,
  className = 'py-12',
  children,
}: {
  title: string;
  subtitle?: string;
  /** The content's spacing. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <div className={`content-width ${className}`}>{children}</div>
    </>
  );
}
