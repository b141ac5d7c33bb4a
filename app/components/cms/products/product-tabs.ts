import { productTabs, type ProductTab } from '../shell/screens';

export { productTabs, tabScreen, type ProductTab } from '../shell/screens';

/** The tab a `?tab=` value names; the first tab when it names none. */
export const tabOf = (key: string | null): ProductTab =>
  productTabs.find((t) => t.key === key) ?? (productTabs[0] as ProductTab);

/** The key a tab had before keys were the product group's URL segment: its label in lower case without '&'. */
export const formerKey = (tab: ProductTab) => tab.label.toLowerCase().replaceAll('&', '');

/** The tab an older link's `?tab=` value named, when that tab's key has changed since. */
export const renamedTab = (key: string | null): ProductTab | undefined =>
  productTabs.find((t) => formerKey(t) === key && t.key !== key);
