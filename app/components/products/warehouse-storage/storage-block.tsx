import { MediaImage, type MediaImg } from '~/components/ui/media-image';

/** One storage system: image beside its text, alternating sides on wide screens. */
export function StorageBlock({
  id,
  title,
  description,
  image,
  flip,
}: {
  id: string;
  title: string;
  description: string;
  image: MediaImg;
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
        <p className="leading-relaxed whitespace-pre-line text-slate-700">{description}</p>
      </div>
    </section>
  );
}
