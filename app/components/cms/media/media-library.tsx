import { useState } from 'react';
import type { MediaItem, MediaList, MediaListQuery } from '../../../../schemas/media';
import { activeFilter, libraryFilters } from './library-address';
import { ListStatus } from './list-status';
import { MediaDetail } from './media-detail';
import { MediaFilters } from './media-filters';
import { MediaGrid } from './media-grid';
import { UploadPanel } from './upload-panel';
import { useMediaList } from './use-media-list';

/**
 * The library screen: upload, search and filter (in the address: each new address brings its
 * first page from the server), the grid with more on request, and each item's details.
 */
export function MediaLibrary({ query, first }: { query: MediaListQuery; first?: MediaList }) {
  const list = useMediaList(query, first);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const filter = libraryFilters.find((f) => f.key === activeFilter(query));
  const filtered = Boolean(query.q || query.type || query.unused);
  const noun = filter?.key === 'all' || !filter ? 'files' : `${filter.label.toLowerCase()} files`;

  return (
    <>
      <UploadPanel onUploaded={list.added} />
      <MediaFilters query={query} />
      <MediaGrid items={list.items} label="Media files" action="Open" onPick={setOpen} />
      <ListStatus
        list={list}
        noun="files"
        empty={
          filtered
            ? `No ${noun} match${query.q ? ` “${query.q}”` : ''}.`
            : 'The library is empty. Upload files above, or upload them in any image or video field.'
        }
      />
      {open && (
        <MediaDetail
          item={open}
          onClose={() => setOpen(null)}
          onChanged={(item) => {
            list.changed(item);
            setOpen(item);
          }}
          onDeleted={(id) => {
            list.removed(id);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
