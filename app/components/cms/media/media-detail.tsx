import { useState, type ReactNode } from 'react';
import type { MediaItem, MediaUse } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { btn } from '../styles';
import { useConfirm } from '../use-confirm';
import { AltEditor } from './alt-editor';
import { DialogFrame } from './dialog-frame';
import { deleteMedia } from './media-api';
import { MediaFacts } from './media-facts';
import { MediaPreview } from './media-preview';
import { MediaUses } from './media-uses';
import { ReplaceFile } from './replace-file';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="font-bold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

/** Why a delete was refused: the file is in use, and where. */
function Refusal({ uses }: { uses: MediaUse[] }) {
  const places = uses.length === 1 ? 'one place' : `${uses.length} places`;
  return (
    <div role="alert" className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3">
      <p className="font-semibold text-red-800">
        Not deleted: the file is used in {places}. Take it out there first, or replace it.
      </p>
      <MediaUses uses={uses} label="Where the file is still used" />
    </div>
  );
}

/**
 * One library item in a dialog: the file, its facts, its alt text (images), where it is used
 * (links to the editors), replacing it, and deleting it (refused, with the uses, while used).
 */
export function MediaDetail({
  item,
  onClose,
  onChanged,
  onDeleted,
}: {
  item: MediaItem;
  onClose: () => void;
  onChanged: (item: MediaItem) => void;
  onDeleted: (id: string) => void;
}) {
  const announce = useAnnounce();
  const { confirm, dialog } = useConfirm();
  const [refused, setRefused] = useState<MediaUse[]>();
  const name = item.filename || 'this file';

  const remove = async () => {
    const sure = await confirm({
      title: `Delete ${name}?`,
      message: 'The file is removed from the library and from the website. This cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!sure) return;
    const result = await deleteMedia(item.id);
    if (result.ok) {
      announce(`${name} deleted.`);
      onDeleted(item.id);
      return;
    }
    if (result.error.uses) {
      setRefused(result.error.uses);
      // What the item shows of its uses is brought up to date by the refusal.
      onChanged({ ...item, usedBy: result.error.uses });
    }
    announce(`${name} was not deleted: ${result.error.message}`, 'error');
  };

  return (
    <DialogFrame
      title={name}
      onClose={onClose}
      footer={
        <button type="button" className={btn.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {dialog}
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <MediaPreview item={item} />
          <MediaFacts item={item} />
        </div>
        <div className="space-y-4">
          {item.type === 'image' && (
            <Part title="Alt text">
              <AltEditor key={item.url} item={item} onSaved={onChanged} />
            </Part>
          )}
          <Part title="Where it’s used">
            <MediaUses uses={item.usedBy} label="Where it’s used" />
          </Part>
          <Part title="Replace the file">
            <ReplaceFile key={item.url} item={item} onReplaced={onChanged} />
          </Part>
          <Part title="Delete">
            {refused && <Refusal uses={refused} />}
            <button type="button" className={btn.danger} onClick={() => void remove()}>
              Delete file<span className="sr-only"> {name}</span>
            </button>
          </Part>
        </div>
      </div>
    </DialogFrame>
  );
}
