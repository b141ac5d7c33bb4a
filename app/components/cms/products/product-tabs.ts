import type { CmsScreen } from '../../../../content/section';

export interface ProductTab {
  key: string;
  label: string;
  name: string;
  screen: CmsScreen;
}

/** The Products screen's seven tabs (cms.md §2), each editing its own product group. */
export const productTabs: ProductTab[] = [
  { key: 'ppd', label: 'PP&D', name: 'Power Protection & Distribution', screen: 'products/ppd' },
  {
    key: 'cmss',
    label: 'CM&SS',
    name: 'Cable Management & Support System',
    screen: 'products/cmss',
  },
  { key: 'enclosures', label: 'Enclosures', name: 'Enclosures', screen: 'products/enclosures' },
  { key: 'wss', label: 'WSS', name: 'Warehouse Support System', screen: 'products/wss' },
  { key: 'gaskets', label: 'Gaskets', name: 'Gaskets', screen: 'products/gaskets' },
  { key: 'pgb', label: 'PG&B', name: 'Power Generation & Backup', screen: 'products/pgb' },
  { key: 'lwd', label: 'L&WD', name: 'Lights & Wiring Devices', screen: 'products/lwd' },
];

export const tabOf = (key: string | null): ProductTab =>
  productTabs.find((t) => t.key === key) ?? (productTabs[0] as ProductTab);
