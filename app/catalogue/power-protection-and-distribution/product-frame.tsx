import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { PageBanner } from '~/components/ui/page-banner';
import { TabBar, type Tab } from '~/components/ui/tab-bar';

/** Banner (the page's only h1), the group's tab bar and the breadcrumb back to the landing. */
export function ProductFrame({
  title,
  tabs,
  landing,
  children,
}: {
  title: string;
  tabs: { label: string; items: Tab[] };
  landing: Crumb;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} />
      <TabBar label={tabs.label} tabs={tabs.items} />
      <Breadcrumbs items={[landing, { label: title }]} />
      <div className="content-width space-y-10 py-8 sm:py-10">{children}</div>
    </>
  );
}
