import { Link } from 'react-router';
import { MediaImage, type MediaImg } from '../ui/media-image';
import { Slider } from '../ui/slider';
import { HomeSection } from './home-section';

export interface IndustrySlide {
  name: string;
  slug: string;
  image: MediaImg;
}

export function IndustriesSlider({
  heading,
  intro,
  industries,
}: {
  heading: string;
  intro: string;
  industries: IndustrySlide[];
}) {
  return (
    <HomeSection id="industries-heading" heading={heading} intro={intro}>
      <Slider label={heading} slideClass="slide-industries" delayMs={10_000}>
        {industries.map((industry) => (
          <Link
            key={industry.slug}
            to={`/industries-we-serve/${industry.slug}`}
            className="group relative block overflow-hidden rounded-lg"
          >
            <MediaImage
              image={industry.image}
              alt=""
              className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/90 to-transparent p-3 pt-10 font-semibold text-white">
              {industry.name}
            </span>
          </Link>
        ))}
      </Slider>
    </HomeSection>
  );
}
