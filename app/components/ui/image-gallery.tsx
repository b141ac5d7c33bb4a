import { MediaImage, type MediaImg } from '~/components/ui/media-image';

const grids = {
  /** Across the page, below the main content. */
  wide: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4',
  /** Under the main photo, in a column beside the text. */
  narrow: 'grid grid-cols-3 gap-3',
};

/** A product's further photos, each named after the product for screen readers. */
export function ImageGallery({
  images,
  name,
  offset = 1,
  total,
  layout = 'wide',
}: {
  images: MediaImg[];
  /** The product the photos show. */
  name: string;
  /** How many images of the product came before these (the main image). */
  offset?: number;
  total: number;
  layout?: keyof typeof grids;
}) {
  if (images.length === 0) return null;
  return (
    <ul className={grids[layout]} aria-label={`More photos of ${name}`}>
      {images.map((image, i) => (
        <li key={`${i}-${image.src}`}>
          <MediaImage
            image={image}
            alt={`${name} (${i + offset + 1} of ${total})`}
            sizes={layout === 'narrow' ? '(max-width: 768px) 33vw, 200px' : undefined}
            className={`w-full rounded-lg bg-slate-100 object-cover ${
              layout === 'narrow' ? 'aspect-[4/3]' : 'aspect-square'
            }`}
          />
        </li>
      ))}
    </ul>
  );
}
