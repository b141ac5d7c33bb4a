import { MediaImage, type MediaImg } from '~/components/ui/media-image';
import { SmartLink } from './smart-link';

/** One linked card laid out sideways from tablets up: a pointer to a neighbouring page. */
export function PromoCard({
  title,
  text,
  image,
  to,
}: {
  title: string;
  text: string;
  image: MediaImg;
  to: string;
}) {
  return (
    <SmartLink
      to={to}
      className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-brand-50 shadow-sm transition-shadow hover:shadow-md sm:flex-row"
    >
      <MediaImage
        image={image}
        alt=""
        className="aspect-[4/3] w-full object-cover sm:w-2/5 sm:max-w-xs"
      />
      <span className="flex flex-1 flex-col justify-center p-5 sm:p-6">
        <span className="flex items-center gap-3 text-xl font-semibold text-brand-900 group-hover:text-accent-700">
          {title}
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
            →
          </span>
        </span>
        {text && <span className="mt-2 block text-slate-700">{text}</span>}
      </span>
    </SmartLink>
  );
}
