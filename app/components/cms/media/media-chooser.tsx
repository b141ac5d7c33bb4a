import { useEffect, useState } from 'react';
import type { MediaItem, MediaType } from '../../../../schemas/media';
import { input } from '../styles';
import { DialogFrame } from './dialog-frame';
import { MediaGrid } from './media-grid';
import { ListStatus } from './list-status';
import { useMediaList } from './use-media-list';

const nouns: Record<MediaType, { few: string; list: string }> = {
  image: { few: 'images', list: 'Images in the library' },
  video: { few: 'videos', list: 'Videos in the library' },
  document: { few: 'documents', list: 'Documents in the library' },
};

/** Waits until the editor stops typing before asking the server. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Choose from library" for a field: the library's items of the field's kind, searchable by
 * file name and alt text, newest first. Choosing one hands it back and closes.
 */
export function MediaChooser({
  type,
  fieldLabel,
  onChoose,
  onClose,
}: {
  type: MediaType;
  /** The field being filled, for the title: "Choose from the library: Image". */
  fieldLabel: string;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const list = useMediaList({ type, q: q || undefined });
  const { few: noun, list: listLabel } = nouns[type];
  return (
    <DialogFrame title={`Choose from the library: ${fieldLabel}`} onClose={onClose}>
      <div role="search" className="mb-4">
        <label className="block text-sm font-semibold text-brand-900">
          Search {noun} by file name or alt text
          <input
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            // Enter would otherwise do nothing useful; searching already happens as one types.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            className={`${input} mt-1 sm:w-96`}
          />
        </label>
      </div>
      <MediaGrid items={list.items} label={listLabel} action="Choose" onPick={onChoose} />
      <ListStatus
        list={list}
        noun={noun}
        empty={q ? `No ${noun} match “${q}”.` : `The library has no ${noun} yet.`}
      />
    </DialogFrame>
  );
}
