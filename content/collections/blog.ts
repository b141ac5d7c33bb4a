import { field } from '../fields';
import { storyImageSize } from '../field-groups';
import { defineCollection } from '../collection';
import { placeholder } from '../section';
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
  seed: [
    {
      title: 'Choosing cable trays for coastal sites',
      slug: 'choosing-cable-trays-for-coastal-sites',
      subtitle: 'Why finish and material matter more than gauge near the sea',
      blogImage: placeholder(900, 400, 'Cable trays on a coastal site'),
      content:
        '<p>Salt air is hard on steel. On sites within a few kilometres of the coast, a tray that would last decades inland can show rust within a couple of rainy seasons.</p><h2>What we recommend</h2><ul><li>Hot-dip galvanised trays for most outdoor runs.</li><li>Stainless steel where the tray is splashed or permanently damp.</li><li>Matching fasteners: one plain steel bolt can undo a stainless installation.</li></ul><p>Our engineers are happy to review your route drawings and recommend a finish for each section of the run.</p>',
    },
    {
      title: 'What form 4 segregation buys you',
      slug: 'what-form-4-segregation-buys-you',
      subtitle: 'A plain guide to the forms of internal separation in low voltage switchboards',
      blogImage: placeholder(900, 400, 'Switchboard with form 4 segregation'),
      content:
        '<p>The forms of internal separation, from form 1 to form 4, describe how a switchboard keeps busbars, functional units and terminals apart.</p><p>Higher forms cost more, but they let your team work on one outgoing circuit while the rest of the board stays live and safe. For hospitals, data centres and process plants, that is often the deciding factor.</p><p>We build boards in every form from 1 to 4 and can help you decide which one your site needs.</p>',
    },
    {
      title: 'Keeping base stations powered when the grid is not',
      slug: 'keeping-base-stations-powered-when-the-grid-is-not',
      subtitle: 'Gas generators, batteries and UPS working together for telecom sites',
      blogImage: placeholder(900, 400, 'Telecom base station power system'),
      content:
        '<p>For a telecom operator, every minute a site is down costs revenue and reputation. A well-designed hybrid system of gas-powered generator, battery bank and UPS keeps a site on air through outages without burning money on diesel.</p><p>Our TG range of gas-powered generators was built for exactly this duty, with DC models that charge battery banks directly.</p>',
    },
  ],
});
