import { TabBar } from '~/components/ui/tab-bar';

/** Every category has its page here, whatever its card link says (Customised links to /contacts). */
export const enclosurePath = (slug: string) => `/products/enclosures/${slug}`;

/**
 * The tab bar must fit the 1100px content width with eight tabs, so the shared word
 * "Enclosures" is dropped from tab labels; the page heading keeps the full name.
 */
const tabLabel = (name: string) => name.replace(/\s+enclosures?$/i, '') || name;

export function EnclosureTabs({
  label,
  categories,
}: {
  label: string;
  categories: { name: string; slug: string }[];
}) {
  return (
    <TabBar
      label={label}
      tabs={categories.map((c) => ({ label: tabLabel(c.name), to: enclosurePath(c.slug) }))}
    />
  );
}
