import { ImageGallery } from '~/components/ui/image-gallery';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';

/** A product's photos beside its text: the main one large, the others small under it. */
export function ProductPhotos({
  name,
  images,
  className,
  priority = false,
}: {
  /** The product they show. */
  name: string;
  images: MediaImg[];
  /** The main photo's shape and look. */
  className: string;
  priority?: boolean;
}) {
  const [main, ...more] = images;
  return (
    <div className="space-y-3">
      {main && <MediaImage image={main} alt={name} priority={priority} className={className} />}
      <ImageGallery images={more} name={name} total={images.length} layout="narrow" />
    </div>
  );
}
