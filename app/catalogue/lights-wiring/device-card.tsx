import { ImageCard } from '~/components/ui/image-card';
import type { MediaImg } from '~/components/ui/media-image';
import { FeatureList } from './feature-list';

export interface Device {
  name: string;
  image: MediaImg;
  features: string[];
}

/** One industrial wiring device or light: picture beside its name and features. */
export function DeviceCard({ device }: { device: Device }) {
  return (
    <ImageCard
      as="article"
      image={device.image}
      alt={device.name}
      layout="sideways"
      imageClassName="aspect-square w-24 shrink-0 self-start bg-slate-100 object-cover sm:w-44 sm:self-stretch md:w-52"
    >
      <h2 className="text-lg font-semibold text-brand-900">{device.name}</h2>
      <FeatureList features={device.features} className="mt-3 text-sm" />
    </ImageCard>
  );
}
