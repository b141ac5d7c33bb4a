import { MediaImage, type MediaImg } from '~/components/ui/media-image';

export interface JunctionBox {
  title: string;
  image: MediaImg;
  features: string[];
}

/** ATEX junction boxes, each with its zones, classes, groups and ratings. */
export function JunctionBoxList({ boxes }: { boxes: JunctionBox[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {boxes.map((box) => (
        <li
          key={box.title}
          className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm sm:flex-row"
        >
          <MediaImage
            image={box.image}
            alt=""
            className="aspect-square w-full object-cover sm:w-40 sm:shrink-0"
          />
          <div className="p-4">
            <h3 className="font-semibold text-brand-900">{box.title}</h3>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {box.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
