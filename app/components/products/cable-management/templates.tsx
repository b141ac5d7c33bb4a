/** The cable management product layouts: TRAC, ERIS, ELLIS, the glands overview, a gland type. */
import { CardGrid } from '~/components/ui/card-grid';
import { ImageGallery } from '~/components/ui/image-gallery';
import { MediaImage } from '~/components/ui/media-image';
import { RequestQuoteLink } from '~/components/ui/request-quote-link';
import { PageBanner } from '~/components/ui/page-banner';
import type { LandingViewData } from '~/loaders/family-templates.server';
import type { TemplateViewData } from '~/loaders/product-templates.server';
import { FlipCard } from './flip-card';
import { Paragraphs } from '../power-protection-and-distribution/paragraphs';
import { secondaryButton } from '../power-protection-and-distribution/product-detail';
import { CmFrame } from './cable-management-frame';
import { GlandTable } from './gland-table';
import { AnchorNav, TracSections } from './trac-sections';

function Trac({ page, landing, sections }: TemplateViewData['trac']) {
  return (
    <CmFrame title={page.heading} subtitle={page.intro} trail={[landing]}>
      <AnchorNav sections={sections} />
      <TracSections sections={sections} />
      <RequestQuoteLink product="trac" className={secondaryButton} />
    </CmFrame>
  );
}

function Eris({ title, description, first, second, landing }: TemplateViewData['eris']) {
  return (
    <CmFrame title={title} trail={[landing]}>
      <div className="grid items-start gap-8 md:grid-cols-2 md:gap-10">
        {first && (
          <MediaImage
            image={first}
            alt={title}
            priority
            className="w-full rounded-lg bg-slate-100 object-cover shadow-sm"
          />
        )}
        <Paragraphs text={description} className="text-slate-700" />
      </div>
      {second && (
        <MediaImage
          image={second}
          alt={title}
          className="w-full rounded-lg bg-slate-100 object-cover shadow-sm"
        />
      )}
      <RequestQuoteLink product="eris" className={secondaryButton} />
    </CmFrame>
  );
}

function Ellis({ product, landing }: TemplateViewData['ellis']) {
  const [main, ...gallery] = product.tranosEllisImages;
  return (
    <CmFrame title={product.title} trail={[landing]}>
      <div className="grid items-start gap-8 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-10">
        {main && (
          <MediaImage
            image={main}
            alt={product.title}
            priority
            className="w-full max-w-64 rounded-lg bg-slate-100 object-cover shadow-sm"
          />
        )}
        <Paragraphs text={product.description} className="text-slate-700" />
      </div>
      <ImageGallery
        images={gallery}
        name={product.title}
        total={product.tranosEllisImages.length}
      />
      <RequestQuoteLink product="ellis" className={secondaryButton} />
    </CmFrame>
  );
}

function CableGlands({ heading, intro, landing, cards }: TemplateViewData['cable-glands']) {
  return (
    <CmFrame title={heading} trail={[landing]}>
      <Paragraphs text={intro} className="max-w-3xl text-lg text-slate-700" />
      <CardGrid cards={cards} />
    </CmFrame>
  );
}

function CableGland({ gland, trail }: TemplateViewData['cable-gland']) {
  return (
    <CmFrame title={gland.name} trail={trail}>
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-10">
        <MediaImage
          image={gland.image}
          alt={gland.name}
          priority
          className="w-full max-w-80 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="space-y-5">
          <Paragraphs text={gland.description} className="text-slate-700" />
          {gland.features.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-slate-700">
              {gland.features.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <GlandTable caption={gland.name} products={gland.products} />
      <RequestQuoteLink product="cable-glands" className={secondaryButton} />
    </CmFrame>
  );
}

export const cableManagementViews = {
  trac: Trac,
  eris: Eris,
  ellis: Ellis,
  'cable-glands': CableGlands,
  'cable-gland': CableGland,
};

function Landing({ page }: LandingViewData['cable-management']) {
  return (
    <>
      <PageBanner title={page.heading} subtitle={page.intro} />
      <div className="content-width py-10 sm:py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.cards.map((card, i) => (
            <FlipCard key={`${i}-${card.to}`} {...card} />
          ))}
        </ul>
      </div>
    </>
  );
}

export const cableManagementLandingView = { 'cable-management': Landing };
