import { TabBar } from '~/components/ui/tab-bar';

/**
 * The tab bar must fit the 1100px content width with eight tabs, so the shared word
 * "Enclosures" is dropped from tab labels; the page heading keeps the full name.
 */
const tabLabel = (name: string) => name.replace(/\s+enclosures?$/i, '') || name;

/** The family's categories, each a tab to its page. */
export function EnclosureTabs({
  label,
  categories,
}: {
  label: string;
  categories: { name: string; url: string }[];
}) {
  return (
    <TabBar label={label} tabs={categories.map((c) => ({ label: tabLabel(c.name), to: c.url }))} />
  );
}
