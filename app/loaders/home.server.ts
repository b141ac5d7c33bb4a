import type { AppLoadContext } from 'react-router';
import * as homeSections from '../../content/sections/home';
import * as services from '../../content/sections/services';
import { productFamilies } from '../../content/collections/product-families';
import * as industriesWeServe from '../../content/sections/industries-we-serve';
import { collections } from '../../content/registry';
import { attempt } from './content.server';
import { imageCollector } from './images.server';

export async function loadHome(context: AppLoadContext) {
  const { content } = context.services;
  const [
    settings,
    heroText,
    one,
    two,
    three,
    page,
    servicesText,
    fabrication,
    installation,
    maintenance,
    servicesPage,
    categories,
    industries,
    why,
    video,
    partners,
    latest,
    footer,
  ] = await Promise.all([
    content.section('site/settings'),
    content.section('home/hero'),
    content.section('hero-images/hero-image-one'),
    content.section('hero-images/hero-image-two'),
    content.section('hero-images/hero-image-three'),
    content.section('home/page'),
    content.section('home/services'),
    content.section('services/fabrication'),
    content.section('services/installation'),
    content.section('services/maintenance'),
    content.section('services/page'),
    content.list('productFamilies'),
    content.section('catalogue/industries'),
    content.section('home/why'),
    content.section('home-video'),
    attempt(context, content.list('partners'), 'partners'),
    attempt(context, content.latestPost(), 'latest news'),
    content.section('footer'),
  ]);

  const heroSize = homeSections.heroImageOne.fields.image.size;
  const serviceSize = services.fabricationImage.fields.fabricationImageUrl.size;
  const categorySize = productFamilies.fields.image.size;
  const industrySize = industriesWeServe.industries.fields.industries.fields.image.size;

  const { img, file, complete } = imageCollector(context);
  const home = {
    meta: { title: `${settings.companyName} | ${settings.tagline}`, description: settings.tagline },
    contact: { email: footer.email, phone: footer.phone, headOffice: footer.headOffice },
    heroText: {
      lightTextOne: heroText.lightTextOne,
      lightTextTwo: heroText.lightTextTwo,
      boldText: heroText.boldText,
      smallText: heroText.smallText,
    },
    heroSlides: [one.image, two.image, three.image].map((src) => img(src, heroSize)),
    page,
    // The home grid's categories are the catalogue's families: their name, summary and image.
    categories: categories.map((f) => ({
      label: f.name,
      link: f.url,
      summary: f.summary,
      image: img(f.image, categorySize),
    })),
    services: [
      {
        title: servicesPage.fabricationTitle,
        text: servicesText.fabrication,
        image: img(fabrication.fabricationImageUrl, serviceSize),
      },
      {
        title: servicesPage.installationTitle,
        text: servicesText.installation,
        image: img(installation.installationImageUrl, serviceSize),
      },
      {
        title: servicesPage.maintenanceTitle,
        text: servicesText.maintenance,
        image: img(maintenance.maintenanceImageUrl, serviceSize),
      },
    ],
    industries: industries.industries.map((i) => ({
      name: i.name,
      slug: i.slug,
      image: img(i.image, industrySize),
    })),
    why: why.why,
    video: file(video.video),
    videoPoster: img(video.poster, homeSections.homeVideo.fields.poster.size),
    // A failed read of these secondary blocks hides the partners and explains the news block.
    partners: partners.ok
      ? partners.value.map((p) => ({
          _id: p._id,
          name: p.name,
          image: img(p.partner, collections.partners.fields.partner.size),
        }))
      : [],
    latest: latest.ok
      ? {
          ok: true as const,
          value: latest.value
            ? {
                _id: latest.value._id,
                slug: latest.value.slug,
                title: latest.value.title,
                subtitle: latest.value.subtitle,
                image: img(latest.value.blogImage, collections.blogPosts.fields.blogImage.size),
              }
            : null,
        }
      : { ok: false as const },
  };
  await complete();
  return home;
}
