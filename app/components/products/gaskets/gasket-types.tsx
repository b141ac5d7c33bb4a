import { MediaImage, type MediaImg } from '~/components/ui/media-image';

export interface GasketType {
  name: string;
  description: string;
  image: MediaImg;
}

export function GasketTypes({ heading, types }: { heading: string; types: GasketType[] }) {
  return (
    <section aria-labelledby="gasket-types-heading">
      <h2 id="gasket-types-heading" className="section-heading mb-6">
        {heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {types.map((type) => (
          <li
            key={type.name}
            className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <MediaImage image={type.image} alt="" className="aspect-square w-full object-cover" />
            <div className="p-4">
              <h3 className="font-semibold text-brand-900">{type.name}</h3>
              {type.description && (
                <p className="mt-1 text-sm text-slate-700">{type.description}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
