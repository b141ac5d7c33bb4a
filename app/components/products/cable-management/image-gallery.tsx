import { MediaImage, type MediaImg } from '~/components/ui/media-image';

/** Further product photos below the main content, named after the product for screen readers. */
export function ImageGallery({
  images,
  name,
  offset = 1,
  total,
}: {
  images: MediaImg[];
  /** The product the photos show. */
  name: string;
  /** How many images of the product came before these (the main image). */
  offset?: number;
  total: number;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((image, i) => (
        <li key={`${i}-${image.src}`}>
          <MediaImage
            image={image}
            alt={`${name} (${i + offset + 1} of ${total})`}
            className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
