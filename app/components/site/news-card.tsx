import { Link } from 'react-router';
import type { MediaImg } from '../ui/media-image';
import { PublishedDate } from '../ui/published-date';
import { TileImage } from '../ui/tile-list';

/** What a news card shows of a post (the list carries no post bodies). */
export interface NewsCardPost {
  _id: string;
  slug: string;
  title: string;
  subtitle: string;
  blogImage: MediaImg;
  createdAt: string;
}

/**
 * A post's title as the link to its page, in whichever heading the list gives it. `stretched`:
 * the link's box covers its card (the nearest positioned ancestor), so a tap anywhere on the
 * card, picture included, opens the post.
 */
export function NewsPostLink({
  post,
  stretched = false,
}: {
  post: { slug: string; title: string };
  stretched?: boolean;
}) {
  return (
    <Link
      to={`/news-and-insights/${post.slug}`}
      className={`hover:text-accent-700 hover:underline ${stretched ? 'after:absolute after:inset-0' : ''}`}
    >
      {post.title}
    </Link>
  );
}

/** `first`: the list's first card, in view on arrival on a phone: its picture loads at once. */
export function NewsCard({ post, first = false }: { post: NewsCardPost; first?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <TileImage image={post.blogImage} first={first} />
      <div className="flex flex-1 flex-col p-4">
        <PublishedDate iso={post.createdAt} className="text-xs text-slate-600" />
        <h2 className="mt-1 text-lg font-semibold text-brand-900">
          <NewsPostLink post={post} stretched />
        </h2>
        <p className="mt-1 text-sm text-slate-700">{post.subtitle}</p>
      </div>
    </article>
  );
}
