import { Link } from 'react-router';
import { MediaImage, type MediaImg } from '../ui/media-image';

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
    <section aria-labelledby="products-heading" className="content-width py-14">
      <h2 id="products-heading" className="section-heading">
        {heading}
      </h2>
      <p className="mt-2 mb-8 max-w-2xl text-slate-600">{intro}</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-grid">
        {categories.map((c) => (
          <li key={c.link}>
            <Link
              to={c.link}
              prefetch="intent"
              className="group flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:block"
            >
              <MediaImage
                image={c.image}
                alt=""
                className="aspect-[4/3] w-2/5 shrink-0 object-cover sm:w-full"
              />
              <span className="block p-3 sm:p-4">
                <span className="block font-semibold text-brand-900 group-hover:text-accent-700">
                  {c.label}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{c.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
