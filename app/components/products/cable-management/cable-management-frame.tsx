import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { PageBanner } from '~/components/ui/page-banner';

export const cmLandingPath = '/products/cable-management';

/** Banner (the page's only h1) and the breadcrumb trail ending at this page. */
export function CmFrame({
  title,
  subtitle,
  trail,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The pages above this one, the landing first. */
  trail: Crumb[];
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <Breadcrumbs items={[...trail, { label: title }]} />
      <div className="content-width space-y-10 py-8 sm:py-10">{children}</div>
    </>
  );
}
