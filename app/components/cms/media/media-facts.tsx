import type { MediaItem } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { Icon } from '../icons';
import { btn } from '../styles';
import { dimensions, fileSize, typeName } from './format';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** Name, kind, size, dimensions, dates and the address of a file, with a copy button. */
export function MediaFacts({ item }: { item: MediaItem }) {
  const announce = useAnnounce();
  const size = dimensions(item);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.href).href);
      announce('Address copied.');
    } catch {
      announce('The address could not be copied: select it and copy it by hand.', 'error');
    }
  };
  const rows: [string, string][] = [
    ['File name', item.filename || '(none)'],
    ['Kind', `${typeName[item.type]} (${item.mime})`],
    ['Size', fileSize(item.bytes)],
    ...(size ? [['Dimensions', size] as [string, string]] : []),
    ['Added', dateFormat.format(new Date(item.createdAt))],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-semibold text-slate-700">Address</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="break-all text-slate-900">{item.url}</code>
          <button type="button" className={btn.small} onClick={() => void copy()}>
            <Icon name="copy" className="size-4" />
            Copy<span className="sr-only"> the address</span>
          </button>
        </dd>
      </div>
    </dl>
  );
}
