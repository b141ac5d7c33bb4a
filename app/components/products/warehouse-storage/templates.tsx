/** The warehouse storage landing (family template `warehouse-storage`). */
import { PageBanner } from '~/components/ui/page-banner';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import type { LandingViewData } from '~/loaders/family-templates.server';
import { StorageBlock } from './storage-block';

function Landing({ heading, intro, blocks }: LandingViewData['warehouse-storage']) {
  return (
    <>
      <PageBanner title={heading} subtitle={intro} />
      <div className="content-width space-y-14 py-12">
        {blocks.map((block, i) => (
          <StorageBlock key={block.id} {...block} flip={i % 2 === 1} />
        ))}
        <RequestQuoteLink product="warehouse-storage" />
      </div>
    </>
  );
}

export const warehouseStorageLandingView = { 'warehouse-storage': Landing };
