/** The lights and wiring layouts: a lighting brand, a Simon range, the industrial devices. */
import { BannerPage, PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { RichText } from '~/components/ui/rich-text';
import { TabBar } from '~/components/ui/tab-bar';
import type { LandingViewOf, ViewsOf } from '../template';
import type { landing, templates } from './loader.server';
import { LinkTiles } from './link-tiles';
import { BrandPage } from './brand-page';
import { DeviceCard } from './device-card';
import { RangeDetail } from './range-detail';
import { RelatedLinks } from './related-links';

type View = ViewsOf<typeof templates>;

function SimonRange({ summary, others, ...range }: View['switch-range']) {
  return (
    <>
      <PageBanner title={range.name} subtitle={summary} />
      <div className="content-width py-12">
        <RangeDetail range={range} />
      </div>
      <RelatedLinks heading="Other ranges" tiles={others} />
    </>
  );
}

function IndustrialDevices({ name, body, items, tabs }: View['industrial-devices']) {
  return (
    <>
      <PageBanner title={name}>
        <RichText
          html={body}
          className="mt-3 max-w-2xl text-base text-slate-200 sm:text-lg [&_p:last-child]:mb-0"
        />
      </PageBanner>
      {tabs.length > 1 && <TabBar label="Industrial products" tabs={tabs} />}
      <div className="content-width py-12">
        <ul className="grid gap-5 lg:grid-cols-2">
          {items.map((item, i) => (
            <li key={`${item.name}-${i}`}>
              <DeviceCard device={item} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <RequestQuoteLink product={name} />
        </div>
      </div>
    </>
  );
}

export const views = {
  'lights-brand': BrandPage,
  'switch-range': SimonRange,
  'industrial-devices': IndustrialDevices,
};

export function Landing({ name, summary, tiles }: LandingViewOf<typeof landing>) {
  return (
    <BannerPage title={name} subtitle={summary}>
      <LinkTiles tiles={tiles} label={name} />
    </BannerPage>
  );
}
