import { MediaImage, type MediaImg } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { RichText } from '~/components/ui/rich-text';
import { FeatureList } from './feature-list';

export interface RangeInfo {
  name: string;
  image?: MediaImg;
  body: string;
  features: string[];
}

/** The body of a switches-and-sockets range page: picture, description, features. */
export function RangeDetail({ range }: { range: RangeInfo }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 md:items-start md:gap-10">
      {range.image && (
        <MediaImage
          image={range.image}
          alt={range.name}
          priority
          className="w-full rounded-lg bg-slate-100 object-cover shadow-sm"
        />
      )}
      <div>
        <RichText html={range.body} className="text-lg text-slate-700" />
        {range.features.length > 0 && (
          <>
            <h2 className="mt-8 mb-3 text-xl font-semibold text-brand-900">Features</h2>
            <FeatureList features={range.features} />
          </>
        )}
        <div className="mt-8">
          <RequestQuoteLink product={range.name} />
        </div>
      </div>
    </div>
  );
}
