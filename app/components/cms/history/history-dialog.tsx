import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  SITE_SET_UP,
  type RevisionDetail,
  type RevisionSummary,
} from '../../../../schemas/revisions';
import { useAnnounce } from '../announcer';
import { formatDate } from '../inbox/labels';
import { DialogFrame } from '../media/dialog-frame';
import { btn } from '../styles';
import { useConfirm } from '../use-confirm';
import { loadRevision, loadRevisions, restoreRevision, type Loaded } from './history-api';
import { RevisionChanges } from './revision-changes';

export interface HistoryTarget {
  /** A section key (`home/hero`) or `<collection>/<id>`. */
  target: string;
  /** What the editor calls it ("Hero text"). */
  title: string;
  /** The envelope its PATCH (and a restore) answers under. */
  envelope: string;
  /** The value a restore published, for the editor's form. */
  onRestored: (value: Record<string, unknown>) => void;
}

/** What a version did, in a line. */
function whatItDid(revision: RevisionSummary): string {
  if (revision.restoredFrom) return `Restored the version of ${formatDate(revision.restoredFrom)}`;
  if (revision.fields.length > 0) return `Changed: ${revision.fields.join(', ')}`;
  return revision.author === SITE_SET_UP ? 'As the site started' : 'As it was before';
}

function RevisionItem({
  revision,
  latest,
  chosen,
  onChoose,
}: {
  revision: RevisionSummary;
  latest: boolean;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={chosen ? 'true' : undefined}
        onClick={onChoose}
        className={`block min-h-11 w-full rounded-md px-3 py-2 text-left ring-1 hover:bg-slate-100 ${
          chosen ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-white ring-slate-200'
        }`}
      >
        <span className="block font-semibold text-brand-900">
          <time dateTime={revision.at}>{formatDate(revision.at)}</time>
          {latest && <span className="font-normal text-slate-700"> · latest</span>}
        </span>
        <span className="block text-sm text-slate-900">{revision.author}</span>
        <span className="block text-sm break-words text-slate-700">{whatItDid(revision)}</span>
      </button>
    </li>
  );
}

/**
 * A section's or record's kept versions, newest first (who, when, which fields); choosing one
 * shows how it differs from the one on the site, and "Restore this version" publishes it again.
 */
export function HistoryDialog({
  target,
  title,
  envelope,
  onRestored,
  onClose,
}: HistoryTarget & { onClose: () => void }) {
  const id = useId();
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();
  const { confirm, dialog } = useConfirm();
  const [list, setList] = useState<Loaded<RevisionSummary[]>>();
  const [chosen, setChosen] = useState<RevisionSummary>();
  const [detail, setDetail] = useState<Loaded<RevisionDetail>>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void loadRevisions(target).then((loaded) => live && setList(loaded));
    return () => {
      live = false;
    };
  }, [target]);

  const choose = async (revision: RevisionSummary) => {
    setChosen(revision);
    setDetail(undefined);
    setFailure('');
    heading.current?.focus();
    const loaded = await loadRevision(revision.id);
    setDetail(loaded);
  };

  const restore = async () => {
    if (!chosen || busy) return;
    const when = formatDate(chosen.at);
    const yes = await confirm({
      title: 'Restore this version?',
      message: `The version of ${when} by ${chosen.author} goes on the site now, as a new version; the one there now stays in the history. Changes not yet saved in the form are discarded.`,
      confirmLabel: 'Restore',
    });
    if (!yes) return;
    setBusy(true);
    setFailure('');
    const result = await restoreRevision(chosen.id, envelope);
    setBusy(false);
    if (!result.ok) {
      setFailure(`Not restored: ${result.message}`);
      return;
    }
    onRestored(result.value);
    void revalidate();
    announce(`${title}: the version of ${when} is restored and on the site.`);
    onClose();
  };

  const differs = detail?.ok === true && detail.value.exists && detail.value.changes.length > 0;

  return (
    <DialogFrame
      title={`History: ${title}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={onClose}>
            Close
          </button>
          {differs && (
            <button type="button" className={btn.primary} onClick={restore} disabled={busy}>
              {busy ? 'Restoring…' : 'Restore this version'}
            </button>
          )}
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <section aria-labelledby={`${id}-versions`}>
          <h3 id={`${id}-versions`} className="mb-2 font-bold text-brand-900">
            Versions, newest first
          </h3>
          {!list && <p role="status">Loading the history…</p>}
          {list?.ok === false && (
            <p role="alert" className="text-red-800">
              The history could not be loaded: {list.message}
            </p>
          )}
          {list?.ok && list.value.length === 0 && (
            <p className="text-slate-700">
              No versions yet. Each time this is saved, the version is kept here.
            </p>
          )}
          {list?.ok && list.value.length > 0 && (
            <ol className="space-y-2">
              {list.value.map((revision, i) => (
                <RevisionItem
                  key={revision.id}
                  revision={revision}
                  latest={i === 0}
                  chosen={chosen?.id === revision.id}
                  onChoose={() => void choose(revision)}
                />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby={`${id}-changes`} className="min-w-0">
          <h3
            id={`${id}-changes`}
            ref={heading}
            tabIndex={-1}
            className="mb-2 font-bold text-brand-900"
          >
            {chosen
              ? `Version of ${formatDate(chosen.at)} by ${chosen.author}, against the site now`
              : 'Changes'}
          </h3>
          {!chosen && (
            <p className="text-slate-700">
              Choose a version to see how it differs from the one on the site.
            </p>
          )}
          {chosen && !detail && <p role="status">Loading this version…</p>}
          {detail?.ok === false && (
            <p role="alert" className="text-red-800">
              This version could not be loaded: {detail.message}
            </p>
          )}
          {detail?.ok && !detail.value.exists && (
            <p className="mb-2 text-slate-700">
              This record has been deleted: restore it from the trash before its versions.
            </p>
          )}
          {detail?.ok && <RevisionChanges changes={detail.value.changes} idPrefix={id} />}
          {failure && (
            <p role="alert" className="mt-4 font-semibold text-red-800">
              {failure}
            </p>
          )}
        </section>
      </div>
      {dialog}
    </DialogFrame>
  );
}
