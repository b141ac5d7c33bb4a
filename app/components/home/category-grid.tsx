import { CardGrid } from '../ui/card-grid';
import type { MediaImg } from '../ui/media-image';
import { HomeSection } from './home-section';

export interface CategoryCard {
  label: string;
  link: string;
  summary: string;
  image: MediaImg;
}

export function CategoryGrid({
  heading,
  intro,
  categories,
}: {
  heading: string;
  intro: string;
  categories: CategoryCard[];
}) {
  return (
    <HomeSection id="products-heading" heading={heading} intro={intro}>
      <CardGrid
        layout="compact"
        testId="category-grid"
        cards={categories.map((c) => ({
          title: c.label,
          to: c.link,
          text: c.summary,
          image: c.image,
        }))}
      />
    </HomeSection>
  );
}
