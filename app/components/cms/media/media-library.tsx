import { useState } from 'react';
import type { MediaItem, MediaList, MediaListQuery } from '../../../../schemas/media';
import { activeFilter, libraryFilters, shownUnder } from './library-address';
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
  const key = activeFilter(query);
  const noun = libraryFilters.find((f) => f.key === key)?.noun ?? 'files';

  return (
    <>
      <UploadPanel onUploaded={(item) => shownUnder(item, query) && list.added(item)} />
      <MediaFilters query={query} />
      <MediaGrid items={list.items} label="Media files" action="Open" onPick={setOpen} />
      <ListStatus
        list={list}
        noun="files"
        empty={
          query.q
            ? `No ${noun} match “${query.q}”.`
            : key === 'all'
              ? 'The library is empty. Upload files above, or in any image, video or document field.'
              : `No ${noun} yet.`
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
