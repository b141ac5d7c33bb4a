import { useState, type FormEvent } from 'react';
import type { MediaItem } from '../../../../schemas/media';
import { useAnnounce } from '../announcer';
import { btn } from '../styles';
import { AltTextFields } from './alt-text-fields';
import { altError, type AltChoice } from './alt-choice';
import { updateMedia } from './media-api';

const choiceOf = (item: MediaItem): AltChoice => ({
  alt: item.decorative ? '' : (item.alt ?? ''),
  decorative: item.decorative,
});

/** Changing an image's description; every page showing the image uses the new one at once. */
export function AltEditor({
  item,
  onSaved,
}: {
  item: MediaItem;
  onSaved: (item: MediaItem) => void;
}) {
  const announce = useAnnounce();
  const [value, setValue] = useState(() => choiceOf(item));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const saved = choiceOf(item);
  const changed = value.alt !== saved.alt || value.decorative !== saved.decorative;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // The form lives in a dialog opened from the screen: its submit stops here.
    e.stopPropagation();
    if (busy) return;
    const missing = altError(value);
    if (missing) {
      setError(missing);
      document.getElementById(`alt-${item.id}-alt`)?.focus();
      return;
    }
    setBusy(true);
    const result = await updateMedia(item.id, {
      alt: value.decorative ? '' : value.alt.trim(),
      decorative: value.decorative,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.fields?.alt ?? result.error.message);
      announce(`The alt text was not saved: ${result.error.message}`, 'error');
      return;
    }
    setError(undefined);
    onSaved(result.value);
    announce(
      result.value.usedBy.length
        ? 'Alt text saved. Every page showing this image now uses it.'
        : 'Alt text saved.',
    );
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="space-y-3">
      <AltTextFields
        id={`alt-${item.id}`}
        legend="Alt text of this image"
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        error={error}
      />
      <button type="submit" className={btn.primary} disabled={busy || !changed}>
        {busy ? 'Saving…' : 'Save alt text'}
      </button>
    </form>
  );
}
