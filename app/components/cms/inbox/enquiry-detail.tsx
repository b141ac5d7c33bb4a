import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { EnquiryRecord } from '../../../../server/services/enquiries/enquiry-service';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { useDeleteRecord } from '../collections/use-delete-record';
import { LabelOptions } from './label-options';
import { QuoteItems } from './quote-items';
import { deliveryDetail, formatDate, statusLabels, typeLabels } from './labels';
import { RetentionNotes } from './retention-notes';

/** One enquiry opened: every field as plain text, its status, its CV, its e-mail delivery. */
export function EnquiryDetail({
  enquiry,
  staff,
  closeHref,
}: {
  enquiry: EnquiryRecord & { lines: [string, string][] };
  /** Who it can be assigned to. */
  staff: { id: string; name: string }[];
  /** The inbox page it was opened from, filters kept, to return to after deleting it. */
  closeHref: string;
}) {
  const [status, setStatus] = useState(enquiry.status);
  const [assignedTo, setAssignedTo] = useState(enquiry.assignedTo ?? '');
  const [notes, setNotes] = useState(enquiry.notes);
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const { remove, dialog } = useDeleteRecord('enquiries');

  const save = async () => {
    const result = await apiJson('PATCH', `/enquiries/${enquiry._id}`, {
      status,
      assignedTo: assignedTo || null,
      notes,
    });
    if (!result.ok) return announce(`Not saved: ${result.error.message}`, 'error');
    announce(`Saved: “${statusLabels[status]}”.`);
    await revalidate();
  };

  return (
    <section
      aria-labelledby="enquiry-heading"
      className="mb-6 rounded-lg bg-white p-5 ring-2 ring-brand-700"
    >
      {dialog}
      <h2 id="enquiry-heading" className="text-xl font-bold text-brand-900">
        {typeLabels[enquiry.type]} from{' '}
        {enquiry.anonymisedAt ? 'a sender no longer named' : enquiry.name}
      </h2>
      <p className="text-sm text-slate-600">
        Received {formatDate(enquiry.createdAt)} · Reference {enquiry.reference}
      </p>
      <RetentionNotes enquiry={enquiry} />
      {enquiry.items.length > 0 && <QuoteItems items={enquiry.items} />}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {enquiry.lines
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-brand-900">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-slate-800">
                {label === 'URL to document' ? (
                  <a
                    href={value}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-brand-700 underline"
                  >
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
      {enquiry.hasCv && (
        <p className="mt-4">
          <a
            href={`/api/v1/enquiries/${enquiry._id}/cv`}
            className="font-semibold text-brand-700 underline"
          >
            {enquiry.type === 'career' ? 'Download the CV' : 'Download the attachment'}
          </a>
        </p>
      )}
      <p className="mt-4 text-sm text-slate-700">E-mail: {deliveryDetail(enquiry.emailDelivery)}</p>
      <div className="mt-5 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-brand-900">
          Status
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3"
          >
            <LabelOptions labels={statusLabels} />
          </select>
        </label>
        <label className="text-sm font-semibold text-brand-900">
          Assigned to
          <select
            value={assignedTo}
            onChange={(e) => setAssignedTo(e.target.value)}
            className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3"
          >
            <option value="">Nobody yet</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block w-full text-sm font-semibold text-brand-900">
          Internal notes <span className="font-normal text-slate-600">(staff only)</span>
          <textarea
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={3}
            maxLength={4000}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          />
        </label>
        <button type="button" className="btn-primary" onClick={() => void save()}>
          Save
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md px-4 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
          onClick={async () => {
            if (await remove(enquiry._id, `${typeLabels[enquiry.type]} from ${enquiry.name}`))
              navigate(closeHref);
          }}
        >
          Delete
        </button>
      </div>
    </section>
  );
}
