import { CategoryGrid } from '~/components/home/category-grid';
import { HeroSlideshow } from '~/components/home/hero-slideshow';
import { IndustriesSlider } from '~/components/home/industries-slider';
import { LatestNews } from '~/components/home/latest-news';
import { NewsletterStrip } from '~/components/home/newsletter-strip';
import { PartnersSlider } from '~/components/home/partners-slider';
import { ServicesSection } from '~/components/home/services-section';
import { WhyChooseUs } from '~/components/home/why-choose-us';
import { loadHome } from '~/loaders/home.server';
import { pageMeta, siteInfo } from '~/seo';
import type { Route } from './+types/home';

export const loader = ({ context }: Route.LoaderArgs) => loadHome(context);

export function meta(args: Route.MetaArgs) {
  const site = siteInfo(args.matches);
  const d = args.data;
  return pageMeta(
    args,
    d && {
      title: d.meta.title,
      description: d.meta.description,
      image: d.heroSlides[0],
      jsonLd: site && {
        '@type': 'Organization',
        name: site.companyName,
        url: site.publicUrl,
        description: site.tagline,
        ...(d.contact.email ? { email: d.contact.email } : {}),
        ...(d.contact.phone ? { telephone: d.contact.phone } : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: d.contact.headOffice,
          addressCountry: 'NG',
        },
      },
    },
  );
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeroSlideshow slides={d.heroSlides} text={d.heroText} />
      <CategoryGrid
        heading={d.page.productsHeading}
        intro={d.page.productsIntro}
        categories={d.categories}
      />
      <ServicesSection heading={d.page.servicesHeading} services={d.services} />
      <IndustriesSlider
        heading={d.page.industriesHeading}
        intro={d.page.industriesIntro}
        industries={d.industries}
      />
      <WhyChooseUs
        heading={d.page.whyHeading}
        text={d.why}
        video={d.video}
        poster={d.videoPoster}
      />
      <PartnersSlider heading={d.page.partnersHeading} partners={d.partners} />
      <LatestNews heading={d.page.newsHeading} latest={d.latest} />
      <NewsletterStrip heading={d.page.newsletterHeading} text={d.page.newsletterText} />
    </>
  );
}
