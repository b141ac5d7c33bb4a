import { ImageCard } from '~/components/ui/image-card';
import type { MediaImg } from '~/components/ui/media-image';
import { RichText } from '~/components/ui/rich-text';

export interface AtexPanel {
  id: string;
  title: string;
  image: MediaImg;
  features: string;
}

export function AtexPanelGrid({ panels }: { panels: AtexPanel[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="atex-panels">
      {panels.map((panel) => (
        <ImageCard
          key={panel.id}
          image={panel.image}
          alt={panel.title}
          imageClassName="aspect-[20/17] w-full bg-slate-100 object-cover"
        >
          <h2 className="mb-2 text-lg font-semibold text-brand-900">{panel.title}</h2>
          <RichText html={panel.features} className="text-sm text-slate-700" />
        </ImageCard>
      ))}
    </ul>
  );
}
