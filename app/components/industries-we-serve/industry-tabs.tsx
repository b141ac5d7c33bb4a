import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { TabBar, type Tab } from '../ui/tab-bar';

/**
 * The sub-navigation between the industries. On a phone only the first two or three fit, so the
 * current one is scrolled into the middle of the strip (sideways only: the page stays put).
 */
export function IndustryTabs({ tabs }: { tabs: Tab[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = current?.closest('ul');
    if (!current || !strip) return;
    const offset = current.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    strip.scrollLeft += offset - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div ref={ref}>
      <TabBar label="Industries" tabs={tabs} />
    </div>
  );
}
