import type { MediaImg } from '../../ui/media-image';
import { PageBanner } from '../../ui/page-banner';
import { RequestQuoteLink } from '../../ui/request-quote-link';
import { JumpNav } from './jump-nav';
import { LightGroupSection } from './light-group';
import type { LightGroup } from './lights';
import { RelatedLinks } from './related-links';

export interface BrandSummary {
  name: string;
  tagline: string;
  image: MediaImg;
  to: string;
}

/** The page of one lighting brand (Duro, Valor): anchor nav, the groups, the other brands. */
export function BrandPage({
  brand,
  groups,
  others,
}: {
  brand: BrandSummary;
  groups: LightGroup[];
  others: BrandSummary[];
}) {
  return (
    <>
      <PageBanner title={brand.name} subtitle={brand.tagline}>
        <div className="mt-6">
          <RequestQuoteLink product={brand.name} />
        </div>
      </PageBanner>
      <JumpNav anchors={groups.map(({ id, label }) => ({ id, label }))} />
      <div className="content-width space-y-12 py-12">
        {groups.map((group) => (
          <LightGroupSection key={group.id} group={group} />
        ))}
      </div>
      <RelatedLinks
        heading="Other brands"
        tiles={others.map((o) => ({ title: o.name, text: o.tagline, image: o.image, to: o.to }))}
      />
    </>
  );
}
