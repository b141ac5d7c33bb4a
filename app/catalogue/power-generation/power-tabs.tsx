import { TabBar, type Tab } from '~/components/ui/tab-bar';

/** The tabs shared by the family's pages: each page by its name, under the family's name. */
export function PowerTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  if (tabs.length < 2) return null;
  return <TabBar label={label} tabs={tabs} />;
}
