import { TabBar } from '~/components/ui/tab-bar';

export const generatorsPath = '/products/power-generation/gas-powered-generators';
export const upsPath = '/products/power-generation/ups-backup-system';

/** The tabs shared by the generators and UPS pages, labelled with the editors' titles. */
export function PowerTabs({
  page: { heading, generatorsTitle, upsTitle },
}: {
  page: { heading: string; generatorsTitle: string; upsTitle: string };
}) {
  return (
    <TabBar
      label={heading}
      tabs={[
        { label: generatorsTitle, to: generatorsPath },
        { label: upsTitle, to: upsPath },
      ]}
    />
  );
}
