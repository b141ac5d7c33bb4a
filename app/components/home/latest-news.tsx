import { Link } from 'react-router';
import type { Outcome } from '~/loaders/content.server';
import { NewsPostLink } from '../site/news-card';
import { LoadError } from '../ui/loaded';
import { MediaImage, type MediaImg } from '../ui/media-image';
import { HomeSection } from './home-section';

export interface NewsTeaser {
  _id: string;
  slug: string;
  title: string;
  subtitle: string;
  image: MediaImg;
}

export function LatestNews({
  heading,
  latest,
}: {
  heading: string;
  latest: Outcome<NewsTeaser | null>;
}) {
  const post = latest.ok ? latest.value : null;
  return (
    <HomeSection id="news-heading" heading={heading} tinted>
      {!latest.ok ? (
        <LoadError what="latest news" />
      ) : post ? (
        <article className="grid overflow-hidden rounded-lg bg-white shadow-sm md:grid-cols-2">
          <MediaImage
            image={post.image}
            alt=""
            className="aspect-[9/4] h-full w-full object-cover"
          />
          <div className="flex flex-col justify-center p-6">
            <h3 className="mb-2 text-xl font-semibold text-brand-900">
              <NewsPostLink post={post} />
            </h3>
            <p className="mb-4 text-slate-600">{post.subtitle}</p>
            <Link to="/news-and-insights" className="font-semibold text-brand-700 hover:underline">
              All news & insights <span aria-hidden="true">→</span>
            </Link>
          </div>
        </article>
      ) : (
        <p className="rounded-lg bg-white p-8 text-center text-lg text-slate-600">Coming soon</p>
      )}
    </HomeSection>
  );
}
