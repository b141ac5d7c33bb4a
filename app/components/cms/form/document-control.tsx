import { useEffect, useState } from 'react';
import { documentFacts, fileSizeLabel } from '../../../../content/documents';
import { ChooseFromLibrary } from '../media/choose-from-library';
import { btn } from '../styles';
import { FieldShell, type ControlProps } from './field-shell';
import { FileInput, useFileChoice } from './file-input';
import { isPending, pendingOf, type PendingFile } from './values';

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
export function DocumentControl({
  field,
  value,
  onChange,
  id,
  error: apiError,
}: ControlProps<string | PendingFile>) {
  const [refused, setRefused] = useState<string>();
  const pending = isPending(value) ? value : null;
  const stored = pending ? '' : (value as string);
  const { inputRef, original, clearInput, choose, keepCurrent } = useFileChoice(
    value,
    onChange,
    pending,
  );
  const facts = useStoredFacts(stored);
  const error = refused ?? apiError;
  const maxMb = field.maxMb ?? 20;

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
        <FileInput
          id={id}
          inputRef={inputRef}
          accept={DOCUMENT_TYPES}
          hint={field.hint}
          error={error}
          onFiles={([file]) => {
            if (!looksLikePdf(file)) {
              setRefused(`${file.name} is not a PDF. Choose a PDF file.`);
            } else if (file.size > maxMb * 1024 * 1024) {
              setRefused(
                `This file is ${fileSizeLabel(file.size)}; a PDF may be at most ${maxMb} MB. Choose a smaller one.`,
              );
            } else {
              setRefused(undefined);
              choose(pendingOf(file));
              return;
            }
            clearInput();
          }}
        />
        <p className="text-sm text-slate-600">
          {pending
            ? `New PDF chosen: ${pending.file.name} (${fileSizeLabel(pending.file.size)}). It is uploaded when you save.`
            : stored && stored !== original
              ? 'A PDF from the library is chosen: it replaces the current one when you save.'
              : stored
                ? 'No new file chosen: the current PDF is kept.'
                : 'No PDF yet.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <ChooseFromLibrary
            type="document"
            fieldLabel={field.label}
            onChoose={(item) => {
              setRefused(undefined);
              clearInput();
              choose(item.url);
            }}
          />
          {!pending &&
            stored !== original &&
            typeof original === 'string' &&
            original !== '' &&
            stored !== '' && (
              <button type="button" className={btn.small} onClick={keepCurrent}>
                Keep current PDF<span className="sr-only">: {field.label}</span>
              </button>
            )}
          {pending && (
            <button
              type="button"
              className={btn.small}
              onClick={() => {
                setRefused(undefined);
                keepCurrent();
              }}
            >
              {original ? 'Keep current PDF' : 'Remove chosen PDF'}
            </button>
          )}
          {!pending && stored !== '' && (
            <button type="button" className={btn.small} onClick={() => onChange('')}>
              Remove PDF<span className="sr-only">: {field.label}</span>
            </button>
          )}
          {!pending && stored === '' && typeof original === 'string' && original !== '' && (
            <button type="button" className={btn.small} onClick={() => onChange(original)}>
              Undo remove<span className="sr-only">: {field.label}</span>
            </button>
          )}
        </div>
      </div>
    </FieldShell>
  );
}
