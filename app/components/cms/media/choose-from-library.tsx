import { useState } from 'react';
import type { MediaItem, MediaType } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { Icon } from '../icons';
import { btn } from '../styles';
import { MediaChooser } from './media-chooser';

/**
 * The "Choose from library" button of a file field, beside its upload input: opens the chooser
 * on the field's kind (image, video, document) and hands back the item chosen.
 */
export function ChooseFromLibrary({
  type,
  fieldLabel,
  onChoose,
}: {
  type: MediaType;
  fieldLabel: string;
  onChoose: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const announce = useAnnounce();
  return (
    <>
      <button
        type="button"
        className={btn.small}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="library" className="size-4" />
        Choose from library<span className="sr-only"> for {fieldLabel}</span>
      </button>
      {open && (
        <MediaChooser
          type={type}
          fieldLabel={fieldLabel}
          onClose={() => setOpen(false)}
          onChoose={(item) => {
            setOpen(false);
            onChoose(item);
            announce(`${fieldLabel}: ${item.filename || 'the file'} chosen from the library.`);
          }}
        />
      )}
    </>
  );
}
