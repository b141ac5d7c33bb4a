import { field } from '../fields';
import { storyImageSize } from '../field-groups';
import { defineCollection } from '../collection';
import { plainWords } from '../search-words';

export const blogPosts = defineCollection({
  key: 'blog',
  path: 'blog',
  listEnvelope: 'blogs',
  itemEnvelope: 'blog',
  title: 'News & Insights',
  required: { title: 'Enter a title' },
  searchFields: ['title', 'subtitle'],
  slug: { from: 'title', editable: true },
  page: '/news-and-insights/{slug}',
  cmsEditor: '/cms/news-and-insights?edit={id}',
  sitemap: 'news',
  search: {
    kind: 'news',
    dated: true,
    document: (post) => ({
      title: post.title,
      headings: post.subtitle,
      body: plainWords(post.content),
    }),
  },
  fields: {
    title: field.text('Title', 160),
    slug: field.slug('Address', {
      hint: 'The post is at /news-and-insights/<address>; left empty, it is made from the title. Changing it keeps the old address working.',
    }),
    subtitle: field.text('Subtitle', 300),
    blogImage: field.image('Image', storyImageSize),
    content: field.richText('Content'),
  },
  seed: { files: [{ path: 'content/seed/collections/blog.yaml', at: 'posts' }] },
});
