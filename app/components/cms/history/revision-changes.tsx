import type { FieldChange } from '../../../../schemas/revisions';

type Line = FieldChange['lines'][number];

/** Unchanged lines around changes are kept to this many on each side; the rest are counted. */
const CONTEXT = 1;

type Shown = Line | { op: 'skipped'; count: number };

/** Long runs of unchanged lines shrink to one line each side and a count. */
function withContext(lines: Line[]): Shown[] {
  const out: Shown[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i]?.op !== 'same') {
      out.push(lines[i++] as Line);
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]?.op === 'same') end++;
    const run = lines.slice(i, end);
    const head = i === 0 ? 0 : CONTEXT;
    const tail = end === lines.length ? 0 : CONTEXT;
    if (run.length > head + tail + 1) {
      out.push(...run.slice(0, head), { op: 'skipped', count: run.length - head - tail });
      out.push(...run.slice(run.length - tail));
    } else out.push(...run);
    i = end;
  }
  return out;
}

const IMAGE = /\.(?:jpe?g|png|webp|gif|avif)$/i;

function LineText({ text, media }: { text: string; media: boolean }) {
  if (!media) return <>{text}</>;
  const name = text.slice(text.lastIndexOf('/') + 1);
  return (
    <span className="flex items-center gap-3">
      {IMAGE.test(text) && (
        <img
          src={text}
          alt=""
          loading="lazy"
          className="h-14 w-auto max-w-32 rounded object-cover"
        />
      )}
      <span className="break-all">{name}</span>
    </span>
  );
}

const rowClass = 'flex gap-2 px-3 py-1.5';

/** How a removed and an added line look, and what screen readers hear before each. */
const changed = {
  removed: {
    row: 'border-l-4 border-red-700 bg-red-50',
    sign: '−',
    signClass: 'text-red-800',
    Tag: 'del',
    textClass: 'min-w-0 break-words',
    said: 'On the site now: ',
  },
  added: {
    row: 'border-l-4 border-green-700 bg-green-50',
    sign: '+',
    signClass: 'text-green-800',
    Tag: 'ins',
    textClass: 'min-w-0 break-words no-underline',
    said: 'In this version: ',
  },
} as const;

function ShownLine({ line, media }: { line: Shown; media: boolean }) {
  switch (line.op) {
    case 'skipped':
      return (
        <li className={`${rowClass} text-sm text-slate-700 italic`}>
          {line.count} unchanged {line.count === 1 ? 'line' : 'lines'}
        </li>
      );
    case 'removed':
    case 'added': {
      const { row, sign, signClass, Tag, textClass, said } = changed[line.op];
      return (
        <li className={`${rowClass} ${row} text-slate-900`}>
          <span aria-hidden="true" className={`font-bold ${signClass}`}>
            {sign}
          </span>
          <Tag className={textClass}>
            <span className="sr-only">{said}</span>
            <LineText text={line.text} media={media} />
          </Tag>
        </li>
      );
    }
    default:
      return (
        <li className={`${rowClass} text-slate-700`}>
          <span aria-hidden="true" className="w-2.5" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Unchanged: </span>
            <LineText text={line.text} media={media} />
          </span>
        </li>
      );
  }
}

function FieldChanges({ change, idPrefix }: { change: FieldChange; idPrefix: string }) {
  const headingId = `${idPrefix}-${change.name}`;
  const formattingOnly = change.lines.every((l) => l.op === 'same');
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-brand-900">
        {change.label}
      </h4>
      {formattingOnly ? (
        <p className="mt-1 text-sm text-slate-700">
          Only the formatting differs (bold, links or layout); the words are the same.
        </p>
      ) : (
        <ul className="mt-1 overflow-hidden rounded-md ring-1 ring-slate-200">
          {withContext(change.lines).map((line, i) => (
            <ShownLine key={i} line={line} media={change.media} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The fields in which a version differs from the one on the site, line by line. */
export function RevisionChanges({
  changes,
  idPrefix,
}: {
  changes: FieldChange[];
  idPrefix: string;
}) {
  if (changes.length === 0) {
    return <p className="text-slate-700">This version is the same as the one on the site.</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-red-800">−</span> on the site now, goes if you restore;{' '}
        <span className="font-semibold text-green-800">+</span> in this version, comes back.
      </p>
      {changes.map((change) => (
        <FieldChanges key={change.name} change={change} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
