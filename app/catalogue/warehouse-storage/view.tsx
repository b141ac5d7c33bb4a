/** The warehouse storage landing (family template `warehouse-storage`). */
import { BannerPage } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import type { LandingViewOf } from '../template';
import type { landing } from './loader.server';
import { StorageBlock } from './storage-block';

export function Landing({ heading, intro, blocks }: LandingViewOf<typeof landing>) {
  return (
    <BannerPage title={heading} subtitle={intro} className="space-y-14 py-12">
      {blocks.map((block, i) => (
        <StorageBlock key={block.id} {...block} flip={i % 2 === 1} />
      ))}
      <RequestQuoteLink product="warehouse-storage" />
    </BannerPage>
  );
}
