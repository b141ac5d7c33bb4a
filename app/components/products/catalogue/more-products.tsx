import { CardGrid, type LinkCard } from '~/components/ui/card-grid';
import { HeadedSection } from '~/components/ui/headed-section';

/**
 * On a family's landing page, the products of the catalogue that its own layout does not show
 * (added in the CMS): so a new product appears on its family page with no code change.
 */
export function MoreProducts({ cards }: { cards: LinkCard[] }) {
  if (cards.length === 0) return null;
  return (
    <div className="content-width pb-12">
      <HeadedSection id="more-products-heading" heading="More products">
        <CardGrid cards={cards} label="More products" layout="compact" />
      </HeadedSection>
    </div>
  );
}
