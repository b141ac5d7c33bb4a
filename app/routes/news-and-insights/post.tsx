import { data, redirect } from 'react-router';
import { z } from 'zod';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { MediaImage } from '~/components/ui/media-image';
import { PublishedDate } from '~/components/ui/published-date';
import { RichText } from '~/components/ui/rich-text';
import { movedOrNotFound, pageRecord } from '~/loaders/content.server';
import { pageMeta, siteInfo } from '~/seo';
import type { Route } from './+types/post';

/**
 * A post at its address, `/news-and-insights/<slug>`. The id it had before posts had
 * addresses answers 301 to it, as does an address the post had before its slug changed.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { content } = context.services;
  if (z.uuid().safeParse(params.id).success) {
    const byId = await content.get('blogPosts', params.id);
    if (byId) throw redirect(`/news-and-insights/${byId.slug}`, 301);
    throw data(null, { status: 404 });
  }
  const record = await content.recordByFields('blogPosts', { slug: params.id });
  if (record) return { post: await pageRecord(context, 'blogPosts', record) };
  return movedOrNotFound(context, url);
}

export function meta(args: Route.MetaArgs) {
  const site = siteInfo(args.matches);
  const post = args.data?.post;
  return pageMeta(
    args,
    post && {
      title: post.title,
      description: post.subtitle || post.content,
      image: post.blogImage,
      type: 'article',
      jsonLd: {
        '@type': 'Article',
        headline: post.title,
        description: post.subtitle,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        ...(site && post.blogImage.src ? { image: `${site.publicUrl}${post.blogImage.src}` } : {}),
        ...(site ? { author: { '@type': 'Organization', name: site.companyName } } : {}),
        ...(site ? { publisher: { '@type': 'Organization', name: site.companyName } } : {}),
      },
    },
  );
}

export default function NewsPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'News & Insights', to: '/news-and-insights' }, { label: post.title }]}
      />
      <article className="mx-auto w-full max-w-[900px] px-4 py-8 sm:px-6">
        <PublishedDate iso={post.createdAt} className="text-sm text-slate-600" />
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
        {post.subtitle && <p className="mt-3 text-lg text-slate-700">{post.subtitle}</p>}
        <MediaImage
          image={post.blogImage}
          alt=""
          priority
          className="my-8 w-full rounded-lg object-cover"
        />
        <RichText html={post.content} className="text-slate-800" />
      </article>
    </>
  );
}
