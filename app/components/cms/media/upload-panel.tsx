import { useId, useState } from 'react';
import type { MediaItem } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { Icon } from '../icons';
import { btn, card } from '../styles';
import { ACCEPT_ANY } from './format';
import { UploadRow } from './upload-row';
import { useUploadQueue, type UploadSummary } from './use-upload-queue';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function summaryText({ uploaded, failed }: UploadSummary) {
  const parts = [];
  if (uploaded) parts.push(`${plural(uploaded, 'file')} uploaded to the library.`);
  if (failed) {
    parts.push(
      `${plural(failed, 'file')} ${failed === 1 ? 'was' : 'were'} not uploaded: see the message beside ${failed === 1 ? 'it' : 'each'}.`,
    );
  }
  return parts.join(' ');
}

/**
 * Adding files to the library: pick several (or drop them here), describe each image, upload
 * them all with a progress bar each. Stored files appear at the start of the grid. The queue
 * lives as long as the screen: changing the grid's search or filter keeps it.
 */
export function UploadPanel({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const id = useId();
  const announce = useAnnounce();
  const [dragging, setDragging] = useState(false);
  const { queue, busy, add, remove, describe, uploadAll } = useUploadQueue(onUploaded);
  const waiting = queue.filter((f) => !f.refused && f.state !== 'uploading').length;

  const upload = async () => {
    if (busy || !queue.length) return;
    const summary = await uploadAll();
    announce(summaryText(summary), summary.failed ? 'error' : 'success');
    if (summary.failed) {
      // Take the editor to the first message to act on.
      document
        .querySelector<HTMLElement>(`[data-upload-queue="${id}"] [aria-invalid="true"]`)
        ?.focus();
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={`${card} mb-6`}>
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold text-brand-900">
        Upload files
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add([...e.dataTransfer.files]);
        }}
        className={`rounded-lg border-2 border-dashed p-4 text-center sm:p-6 ${
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <Icon name="upload" className="mx-auto size-8 text-brand-700" />
        <label htmlFor={`${id}-files`} className="mt-2 block font-semibold text-brand-900">
          Choose files to upload
        </label>
        <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600">
          Or drag them here. Images (PNG, JPEG, WebP, GIF) up to 10 MB, video (MP4, WebM) up to 50
          MB, PDF documents up to 20 MB. Several at once are fine.
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT_ANY}
          aria-describedby={`${id}-hint`}
          className="mx-auto block w-full max-w-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            // The files are in the queue now; the input is free for the next choice.
            e.target.value = '';
          }}
        />
      </div>
      {queue.length > 0 && (
        <>
          <ul aria-label="Files to upload" data-upload-queue={id} className="mt-4 space-y-3">
            {queue.map((f) => (
              <UploadRow
                key={f.key}
                file={f}
                onDescribe={(alt) => describe(f.key, alt)}
                onRemove={() => remove(f.key)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className={btn.primary}
              disabled={busy || waiting === 0}
              onClick={() => void upload()}
            >
              {busy ? 'Uploading…' : `Upload ${plural(waiting, 'file')}`}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
