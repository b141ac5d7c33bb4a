import { Link } from 'react-router';
import type { Outcome } from '~/loaders/content.server';
import { LoadError } from '../ui/loaded';
import { MediaImage, type MediaImg } from '../ui/media-image';

export interface NewsTeaser {
  _id: string;
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
    <section aria-labelledby="news-heading" className="bg-brand-50 py-14">
      <div className="content-width">
        <h2 id="news-heading" className="section-heading mb-8">
          {heading}
        </h2>
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
                <Link
                  to={`/news-and-insights/${post._id}`}
                  className="hover:text-accent-700 hover:underline"
                >
                  {post.title}
                </Link>
              </h3>
              <p className="mb-4 text-slate-600">{post.subtitle}</p>
              <Link
                to="/news-and-insights"
                className="font-semibold text-brand-700 hover:underline"
              >
                All news & insights <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        ) : (
          <p className="rounded-lg bg-white p-8 text-center text-lg text-slate-600">Coming soon</p>
        )}
      </div>
    </section>
  );
}
