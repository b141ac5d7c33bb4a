import type { PublishingState } from '../descriptors';

const words: Record<PublishingState, { text: string; className: string }> = {
  published: { text: 'Published', className: 'bg-emerald-50 text-emerald-900 ring-emerald-600' },
  draft: {
    text: 'Draft: unpublished changes',
    className: 'bg-amber-50 text-amber-950 ring-amber-600',
  },
  scheduled: { text: 'Scheduled', className: 'bg-sky-50 text-sky-950 ring-sky-600' },
  unpublished: {
    text: 'Draft: not published yet',
    className: 'bg-slate-100 text-slate-900 ring-slate-500',
  },
};

/** Where a section or record stands, in words (never by colour alone). */
export function StateBadge({
  state,
  detail,
  className = '',
}: {
  state: PublishingState;
  /** Said after the state: "for Tue 1 Dec, 09:00". */
  detail?: string;
  className?: string;
}) {
  const { text, className: tone } = words[state];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone} ${className}`}
    >
      {text}
      {detail && <span className="ml-1 font-normal">{detail}</span>}
    </span>
  );
}
