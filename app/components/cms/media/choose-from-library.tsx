import type { MediaItem, MediaType } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { DialogButton } from '../dialog-button';
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
  const announce = useAnnounce();
  return (
    <DialogButton
      className={btn.small}
      dialog={(close) => (
        <MediaChooser
          type={type}
          fieldLabel={fieldLabel}
          onClose={close}
          onChoose={(item) => {
            close();
            onChoose(item);
            announce(`${fieldLabel}: ${item.filename || 'the file'} chosen from the library.`);
          }}
        />
      )}
    >
      <Icon name="library" className="size-4" />
      Choose from library<span className="sr-only"> for {fieldLabel}</span>
    </DialogButton>
  );
}
