import { MediaImage, type MediaImg } from '../ui/media-image';
import { Slider } from '../ui/slider';

export interface PartnerLogo {
  _id: string;
  name: string;
  image: MediaImg;
}

export function PartnersSlider({
  heading,
  partners,
}: {
  heading: string;
  partners: PartnerLogo[];
}) {
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-heading" className="content-width py-14">
      <h2 id="partners-heading" className="section-heading mb-8">
        {heading}
      </h2>
      <Slider label={heading} slideClass="slide-partners" delayMs={4_000}>
        {partners.map((p) => (
          <div
            key={p._id}
            className="flex h-28 items-center justify-center rounded-lg border border-slate-200 bg-white p-3"
          >
            <MediaImage image={p.image} alt={p.name} className="max-h-full w-auto object-contain" />
          </div>
        ))}
      </Slider>
    </section>
  );
}
