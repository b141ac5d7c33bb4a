/** The cable management product layouts: TRAC, ERIS, ELLIS, the glands overview, a gland type. */
import { CardGrid } from '~/components/ui/card-grid';
import { ImageGallery } from '~/components/ui/image-gallery';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { BannerPage } from '~/components/ui/page-banner';
import { RichText } from '~/components/ui/rich-text';
import type { LandingViewOf, ViewsOf } from '../template';
import type { landing, templates } from './loader.server';
import { FlipCard } from './flip-card';
import { secondaryButton } from '../power-protection-and-distribution/product-detail';
import { CmFrame } from './cable-management-frame';
import { GlandTable } from './gland-table';
import { AnchorNav, TracSections } from './trac-sections';

type View = ViewsOf<typeof templates>;

function Trac({ name, body, landing, sections }: View['trac']) {
  return (
    <CmFrame title={name} lead={body} trail={[landing]}>
      <AnchorNav sections={sections} />
      <TracSections sections={sections} />
      <RequestQuoteLink product="trac" className={secondaryButton} />
    </CmFrame>
  );
}

const photo = 'w-full rounded-lg bg-slate-100 object-cover shadow-sm';

/** The page's first photo (loaded first: it is above the fold) beside its description. */
function PhotoBesideText({
  columns,
  image,
  name,
  photoClassName,
  body,
}: {
  /** The grid's columns and gap from the breakpoint where the two stand side by side. */
  columns: string;
  image: MediaImg | undefined;
  name: string;
  photoClassName: string;
  body: string;
}) {
  return (
    <div className={`grid items-start gap-8 ${columns}`}>
      {image && <MediaImage image={image} alt={name} priority className={photoClassName} />}
      <RichText html={body} className="text-slate-700" />
    </div>
  );
}

function Eris({ name, body, first, second, landing }: View['eris']) {
  return (
    <CmFrame title={name} trail={[landing]}>
      <PhotoBesideText
        columns="md:grid-cols-2 md:gap-10"
        image={first}
        name={name}
        photoClassName={photo}
        body={body}
      />
      {second && <MediaImage image={second} alt={name} className={`${photo} aspect-[11/3]`} />}
      <RequestQuoteLink product="eris" className={secondaryButton} />
    </CmFrame>
  );
}

function Ellis({ name, body, images, landing }: View['ellis']) {
  const [main, ...gallery] = images;
  return (
    <CmFrame title={name} trail={[landing]}>
      <PhotoBesideText
        columns="sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-10"
        image={main}
        name={name}
        photoClassName={`${photo} aspect-square max-w-64`}
        body={body}
      />
      <ImageGallery images={gallery} name={name} total={images.length} />
      <RequestQuoteLink product="ellis" className={secondaryButton} />
    </CmFrame>
  );
}

function CableGlands({ name, body, landing, cards }: View['cable-glands']) {
  return (
    <CmFrame title={name} trail={[landing]}>
      <RichText html={body} className="max-w-3xl text-lg text-slate-700" />
      <CardGrid cards={cards} />
    </CmFrame>
  );
}

function CableGland({ name, body, image, models, trail }: View['cable-gland']) {
  return (
    <CmFrame title={name} trail={trail}>
      <PhotoBesideText
        columns="md:grid-cols-[minmax(0,20rem)_1fr] md:gap-10"
        image={image}
        name={name}
        photoClassName="aspect-square w-full max-w-80 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        body={body}
      />
      {models.length > 0 && <GlandTable caption={name} models={models} />}
      <RequestQuoteLink product="cable-glands" className={secondaryButton} />
    </CmFrame>
  );
}

export const views = {
  trac: Trac,
  eris: Eris,
  ellis: Ellis,
  'cable-glands': CableGlands,
  'cable-gland': CableGland,
};

export function Landing({ name, summary, cards }: LandingViewOf<typeof landing>) {
  return (
    <BannerPage title={name} subtitle={summary} className="py-10 sm:py-12">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, i) => (
          <FlipCard key={`${i}-${card.to}`} {...card} />
        ))}
      </ul>
    </BannerPage>
  );
}
