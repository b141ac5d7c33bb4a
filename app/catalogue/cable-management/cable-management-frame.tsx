import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { PageBanner } from '~/components/ui/page-banner';
import { RichText } from '~/components/ui/rich-text';

/** Banner (the page's only h1, with the page's own text under it) and the breadcrumb trail ending at this page. */
export function CmFrame({
  title,
  lead,
  trail,
  children,
}: {
  title: string;
  /** Rich text shown in the banner under the title. */
  lead?: string;
  /** The pages above this one, the landing first. */
  trail: Crumb[];
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title}>
        {lead && (
          <RichText
            html={lead}
            className="mt-3 max-w-2xl text-base text-slate-200 sm:text-lg [&>:last-child]:mb-0"
          />
        )}
      </PageBanner>
      <Breadcrumbs items={[...trail, { label: title }]} />
      <div className="content-width space-y-10 py-8 sm:py-10">{children}</div>
    </>
  );
}
