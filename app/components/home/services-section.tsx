import { Link } from 'react-router';
import { MediaImage, type MediaImg } from '../ui/media-image';
import { HomeSection } from './home-section';

export interface ServiceBlock {
  title: string;
  text: string;
  image: MediaImg;
}

export function ServicesSection({
  heading,
  services,
}: {
  heading: string;
  services: ServiceBlock[];
}) {
  return (
    <HomeSection id="services-heading" heading={heading} tinted>
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((s) => (
          <li key={s.title} className="overflow-hidden rounded-lg bg-white shadow-sm">
            <MediaImage image={s.image} alt="" className="aspect-[42/26] w-full object-cover" />
            <div className="p-5">
              <h3 className="mb-2 text-lg font-semibold text-brand-900">{s.title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{s.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        to="/services"
        className="mt-8 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        More about our services <span aria-hidden="true">→</span>
      </Link>
    </HomeSection>
  );
}
