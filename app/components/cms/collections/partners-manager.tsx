import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAnnounce } from '../announcer';
import { apiUpload } from '../api';
import type { CmsRecord, CollectionDescriptor } from '../descriptors';
import { FieldError, FieldHint } from '../form/field-shell';
import { IMAGE_TYPES } from '../form/image-control';
import { Icon } from '../icons';
import { Pager } from '../pager';
import { RecordForm } from '../record-form';
import { btn, card } from '../styles';
import { useUnsavedChanges } from '../unsaved-changes';
import { listLinks, type ListAddress, type ListPaging } from './list-address';
import { ListSearch } from './list-search';
import { useDeleteRecord } from './use-delete-record';

export const PARTNERS_ANCHOR = 'edit-partner-logos';
const address: ListAddress = { path: '/cms', hash: PARTNERS_ANCHOR };

/**
 * Partner logos, a page at a time and searchable by name: several uploaded at once (POST
 * multipart `imageUrl`), renamed, deleted.
 */
export function PartnersManager({
  collection,
  partners,
  paging,
}: {
  collection: CollectionDescriptor;
  partners: CmsRecord[];
  paging: ListPaging;
}) {
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();
  const { remove, dialog } = useDeleteRecord(collection.path, { toTrash: true });
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<string | null>(null);
  const markSaved = useUnsavedChanges('partners-upload', files.length > 0);
  // A partner's one image is its logo.
  const logoField = collection.fields.find((f) => f.kind === 'image');
  const id = `${PARTNERS_ANCHOR}-files`;
  const editRecord = partners.find((p) => p._id === editing);

  const upload = async () => {
    if (!files.length || busy) return;
    const form = new FormData();
    for (const file of files) form.append('imageUrl', file, file.name);
    setBusy(true);
    const result = await apiUpload('POST', `/${collection.path}`, form);
    setBusy(false);
    if (!result.ok) {
      setError(Object.values(result.error.fields ?? {})[0]);
      announce(`The logos were not uploaded: ${result.error.message}`, 'error');
      return;
    }
    setError(undefined);
    markSaved();
    setFiles([]);
    setInputKey((k) => k + 1);
    announce(`${files.length} partner logo${files.length === 1 ? '' : 's'} added.`);
    await revalidate();
  };

  return (
    <section id={PARTNERS_ANCHOR} aria-labelledby={`${PARTNERS_ANCHOR}-heading`} className={card}>
      <h2 id={`${PARTNERS_ANCHOR}-heading`} className="mb-4 text-xl font-bold text-brand-900">
        Partner logos
      </h2>
      <div className="mb-4">
        <ListSearch
          key={paging.q}
          address={address}
          paging={paging}
          label="Search partners"
          id={`${PARTNERS_ANCHOR}-search`}
        />
      </div>
      {paging.q && partners.length === 0 && (
        <p className="text-slate-700">Nothing matches “{paging.q}”.</p>
      )}
      <ul
        aria-label="Partner logos"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {partners.map((p) => {
          const name = String(p.name || 'Unnamed partner');
          return (
            <li key={p._id} className="rounded-md border border-slate-200 p-2">
              <img
                src={String(p.partner)}
                alt=""
                width={150}
                height={100}
                className="mx-auto h-16 w-auto object-contain"
              />
              <p className="mt-1 truncate text-center text-sm">{name}</p>
              <div className="flex justify-center">
                <button
                  type="button"
                  className={btn.icon}
                  aria-label={`Edit ${name}`}
                  onClick={() => setEditing(p._id)}
                >
                  <Icon name="edit" />
                </button>
                <button
                  type="button"
                  className={btn.iconDanger}
                  aria-label={`Delete ${name}`}
                  onClick={() => void remove(p._id, name)}
                >
                  <Icon name="trash" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager info={paging} href={listLinks(address, paging).page} label="Partner logos: pages" />
      {editRecord && (
        <div className="mt-4">
          <RecordForm
            key={editRecord._id}
            collection={collection}
            record={editRecord}
            heading={`Edit partner “${String(editRecord.name || 'Unnamed')}”`}
            submitLabel="Save changes"
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void revalidate();
            }}
          />
        </div>
      )}
      <div className="mt-6">
        <label htmlFor={id} className="mb-1 block font-semibold text-brand-900">
          Add partner logos
        </label>
        <input
          key={inputKey}
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
        {logoField && <FieldHint id={id} field={logoField} />}
        <FieldError id={id} error={error} />
        <button
          type="button"
          className={`${btn.primary} mt-3`}
          disabled={busy || files.length === 0}
          onClick={upload}
        >
          {busy
            ? 'Uploading…'
            : `Upload ${files.length || ''} logo${files.length === 1 ? '' : 's'}`}
        </button>
      </div>
      {dialog}
    </section>
  );
}
