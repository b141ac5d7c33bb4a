import { useEffect, useState } from 'react';
import { documentFacts, fileSizeLabel } from '../../../../content/documents';
import { btn } from '../styles';
import { FieldShell, type ControlProps } from './field-shell';
import { FileButton, FileChoice, useCheckedFileChoice } from './file-input';
import type { PendingFile } from './values';

/** What the server's document check takes. */
export const DOCUMENT_TYPES = 'application/pdf,.pdf';

const looksLikePdf = (file: File) =>
  file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/**
 * The type and size of a stored file, asked of /media with a HEAD request (the value holds only
 * its path); undefined until answered, or when the file cannot be reached.
 */
function useStoredFacts(path: string): string | undefined {
  const [facts, setFacts] = useState<{ path: string; text: string }>();
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    fetch(path, { method: 'HEAD', signal: controller.signal })
      .then((res) => {
        const bytes = Number(res.headers.get('content-length'));
        if (!res.ok || !Number.isFinite(bytes)) return;
        const mime = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
        setFacts({ path, text: documentFacts({ mime, bytes }) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [path]);
  return facts?.path === path ? facts.text : undefined;
}

/**
 * A PDF (a datasheet, a catalogue): the current file with its size and a link to open it, a
 * file input, "Choose from library", and remove / undo like an image. Files over the cap or not PDFs are refused here
 * with a message beside the field, before anything is sent.
 */
export function DocumentControl(props: ControlProps<string | PendingFile>) {
  const { field, value, onChange, id, error: apiError } = props;
  const maxMb = field.maxMb ?? 20;
  const { pending, original, keepCurrent, refused, clearRefusal, picker } = useCheckedFileChoice(
    value,
    onChange,
    (file) =>
      !looksLikePdf(file)
        ? `${file.name} is not a PDF. Choose a PDF file.`
        : file.size > maxMb * 1024 * 1024
          ? `This file is ${fileSizeLabel(file.size)}; a PDF may be at most ${maxMb} MB. Choose a smaller one.`
          : undefined,
  );
  const stored = pending ? '' : (value as string);
  const facts = useStoredFacts(stored);
  const error = refused ?? apiError;

  return (
    <FieldShell id={id} field={field} error={error}>
      <div className="space-y-2">
        {stored && (
          <p className="text-sm text-slate-700">
            Current file{facts ? `: ${facts}` : ''}.{' '}
            <a
              href={stored}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline"
            >
              Open the current PDF
              <span className="sr-only"> ({field.label}, opens in a new tab)</span>
            </a>
          </p>
        )}
        <FileChoice
          id={id}
          field={field}
          accept={DOCUMENT_TYPES}
          error={error}
          {...picker}
          status={
            pending
              ? `New PDF chosen: ${pending.file.name} (${fileSizeLabel(pending.file.size)}). It is uploaded when you save.`
              : stored && stored !== original
                ? 'A PDF from the library is chosen: it replaces the current one when you save.'
                : stored
                  ? 'No new file chosen: the current PDF is kept.'
                  : 'No PDF yet.'
          }
          library="document"
        >
          {!pending &&
            stored !== original &&
            typeof original === 'string' &&
            original !== '' &&
            stored !== '' && (
              <FileButton fieldLabel={field.label} onClick={keepCurrent}>
                Keep current PDF
              </FileButton>
            )}
          {pending && (
            <button
              type="button"
              className={btn.small}
              onClick={() => {
                clearRefusal();
                keepCurrent();
              }}
            >
              {original ? 'Keep current PDF' : 'Remove chosen PDF'}
            </button>
          )}
          {!pending && stored !== '' && (
            <FileButton fieldLabel={field.label} onClick={() => onChange('')}>
              Remove PDF
            </FileButton>
          )}
          {!pending && stored === '' && typeof original === 'string' && original !== '' && (
            <FileButton fieldLabel={field.label} onClick={() => onChange(original)}>
              Undo remove
            </FileButton>
          )}
        </FileChoice>
      </div>
    </FieldShell>
  );
}
