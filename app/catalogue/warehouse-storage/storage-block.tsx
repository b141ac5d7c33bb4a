import { Link } from 'react-router';
import { MediaImage, type MediaImg } from '~/components/ui/media-image';
import { RichText } from '~/components/ui/rich-text';

/** One storage system: image beside its text, alternating sides on wide screens. */
export function StorageBlock({
  id,
  title,
  body,
  image,
  url,
  flip,
}: {
  id: string;
  title: string;
  /** The product's description (rich text). */
  body: string;
  image: MediaImg;
  /** The product's own page. */
  url: string;
  flip: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid items-center gap-6 md:grid-cols-2 md:gap-10"
    >
      <MediaImage
        image={image}
        alt=""
        className={`aspect-[8/5] w-full rounded-lg object-cover shadow-sm ${flip ? 'md:order-last' : ''}`}
      />
      <div>
        <h2 id={`${id}-heading`} className="section-heading mb-3">
          {title}
        </h2>
        <RichText html={body} className="text-slate-700" />
        <Link to={url} className="mt-3 inline-block text-accent-700 underline hover:text-brand-900">
          More about {title}
        </Link>
      </div>
    </section>
  );
}
