import { MediaImage } from '../../ui/media-image';
import type { LightGroup } from './lights';

/** One anchor target of a brand page: the category heading and its lights. */
export function LightGroupSection({ group }: { group: LightGroup }) {
  const headingId = `${group.id}-heading`;
  return (
    <section id={group.id} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading mb-5 capitalize">
        {group.label}
      </h2>
      {/* Sideways cards, two per row on wide screens: most groups hold one or two lights. */}
      <ul className="grid gap-5 md:grid-cols-2">
        {group.items.map((item, i) => (
          <li
            key={`${item.name}-${i}`}
            className="flex overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <MediaImage
              image={item.image}
              alt={item.name}
              className="aspect-square w-28 shrink-0 self-start bg-slate-100 object-cover sm:w-44"
            />
            <div className="min-w-0 p-4 sm:p-5">
              <h3 className="font-semibold text-brand-900">{item.name}</h3>
              {item.description && (
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.description}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
