import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { RichText } from '~/components/ui/rich-text';
import { JumpNav } from './jump-nav';
import { LightGroupSection } from './light-group';
import type { LightGroup } from './lights';
import type { Tile } from './link-tiles';
import { RelatedLinks } from './related-links';

/** The page of one lighting brand (Duro, Valor): anchor nav, the groups, the other brands. */
export function BrandPage({
  name,
  summary,
  body,
  groups,
  others,
}: {
  name: string;
  summary: string;
  body: string;
  groups: LightGroup[];
  others: Tile[];
}) {
  return (
    <>
      <PageBanner title={name} subtitle={summary}>
        <div className="mt-6">
          <RequestQuoteLink product={name} />
        </div>
      </PageBanner>
      <JumpNav anchors={groups.map(({ id, label }) => ({ id, label }))} />
      <div className="content-width space-y-12 py-12">
        <RichText html={body} className="max-w-3xl text-lg text-slate-700" />
        {groups.map((group) => (
          <LightGroupSection key={group.id} group={group} />
        ))}
      </div>
      <RelatedLinks heading="Other brands" tiles={others} />
    </>
  );
}
