import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { PageBanner } from '~/components/ui/page-banner';
import { TabBar, type Tab } from '~/components/ui/tab-bar';

export const powerProtectionLandingPath = '/products/power-protection-and-distribution';

interface LandingCard {
  title: string;
  to: string;
}

/** The parts of the landing section a product page needs for its tabs and breadcrumb. */
interface LandingNav {
  heading: string;
  lowVoltageHeading: string;
  lowVoltage: LandingCard[];
  mediumVoltageHeading: string;
  mediumVoltage: LandingCard[];
}

/**
 * The tabs of a product page are the landing page's cards of the same voltage group, so the
 * tab names and order are edited in one place, with the cards.
 */
export function powerProtectionNavigation(landing: LandingNav, group: 'low' | 'medium') {
  const [label, cards] =
    group === 'low'
      ? [landing.lowVoltageHeading, landing.lowVoltage]
      : [landing.mediumVoltageHeading, landing.mediumVoltage];
  return {
    tabs: { label, items: cards.map((c) => ({ label: c.title, to: c.to })) },
    landing: { label: landing.heading, to: powerProtectionLandingPath },
  };
}

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
