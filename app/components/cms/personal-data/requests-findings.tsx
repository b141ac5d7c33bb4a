import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import {
  correctionLabels,
  enquiryCorrections,
  type ErasureResult,
  type Findings,
  type FoundEnquiry,
} from '../../../../schemas/personal-data';
import { HeadedSection } from '../../ui/headed-section';
import { apiJson } from '../api';
import { SudoDownloadLink } from '../sudo-download-link';
import { btn, card } from '../styles';
import { useConfirm } from '../use-confirm';
import { RequestsCorrectForm } from './requests-correct-form';
import { lagosFormat } from '../../../../content/lagos-time';

const kindLabels: Record<FoundEnquiry['kind'], string> = {
  contact: 'Contact enquiry',
  quote: 'Quote enquiry (contact form)',
  'quote-request': 'Request for quote',
  career: 'Job application',
};

const lagosDateTime = lagosFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const lagos = (iso: string) => lagosDateTime.format(new Date(iso));

const personQuery = (email: string) => `?email=${encodeURIComponent(email)}`;

function EnquiryCard({ enquiry }: { enquiry: FoundEnquiry }) {
  const correctable = Object.keys(enquiryCorrections[enquiry.kind].shape).map((name) => ({
    name,
    label: correctionLabels[name] ?? name,
    value: String(enquiry.fields[name] ?? ''),
  }));
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <h4 className="font-semibold text-brand-900">
        {kindLabels[enquiry.kind]} {enquiry.reference}
      </h4>
      <p className="text-sm text-slate-600">Received {lagos(enquiry.receivedAt)}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {Object.entries(enquiry.fields).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-700">{correctionLabels[key] ?? key}</dt>
            <dd className="break-words text-slate-900">{String(value)}</dd>
          </div>
        ))}
        {enquiry.items?.map((item) => (
          <div key={item.productId} className="contents">
            <dt className="font-medium text-slate-700">Product</dt>
            <dd>
              {item.quantity} × {item.name}
              {item.note ? ` (${item.note})` : ''}
            </dd>
          </div>
        ))}
        {enquiry.file && (
          <div className="contents">
            <dt className="font-medium text-slate-700">File</dt>
            <dd>{enquiry.file.name}</dd>
          </div>
        )}
      </dl>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-700">Correct details</summary>
        <RequestsCorrectForm
          path={`/personal-data/enquiries/${enquiry.id}`}
          fields={correctable}
          title={enquiry.reference}
        />
      </details>
    </li>
  );
}

/** Erasure, after a confirmation that names the address. */
interface Outcome {
  ok: boolean;
  text: string;
}

function EraseAll({ email, onDone }: { email: string; onDone(outcome: Outcome): void }) {
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();

  async function erase() {
    const sure = await confirm({
      title: 'Erase everything held about this person?',
      message: `Every enquiry, CV and attachment, and the newsletter subscription of ${email} are deleted, and the address is removed from the activity log. This cannot be undone; download the export first if the person asked for a copy.`,
      confirmLabel: 'Erase everything',
    });
    if (!sure) return;
    const result = await apiJson('DELETE', `/personal-data${personQuery(email)}`);
    if (!result.ok) {
      onDone({ ok: false, text: result.error.message });
      return;
    }
    const { erased, accountsLeft } = result.data as ErasureResult;
    const text = `Erased ${erased.enquiries} enquiries, ${erased.files} files and ${erased.subscriptions} subscriptions; ${erased.auditEntries} activity entries no longer name the address.${accountsLeft > 0 ? ' The CMS account with this name is still there: delete it in Settings.' : ''}`;
    onDone({ ok: true, text });
    await revalidate();
  }

  return (
    <section aria-labelledby="erase-title" className={`${card} border-red-200`}>
      <h3 id="erase-title" className="mb-2 text-lg font-bold text-red-800">
        Erase
      </h3>
      <p className="mb-3 max-w-prose text-slate-700">
        When the person asks to be forgotten. A note that this address was erased (a keyed hash, not
        the address) is kept, so that restoring an older backup erases it again.
      </p>
      <button type="button" className={btn.danger} onClick={() => void erase()}>
        Erase everything held about {email}
      </button>
      {dialog}
    </section>
  );
}

/** One kind of record the look-up found, under the summary's h2. */
function FindingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      id={id}
      level={3}
      heading={title}
      className={card}
      headingClassName="mb-2 text-lg font-bold text-brand-900"
    >
      {children}
    </HeadedSection>
  );
}

/** What the look-up found, the export link, a correction form per record, and the erasure. */
export function RequestsFindings({ findings }: { findings: Findings }) {
  const { email, enquiries, subscription, auditEntries, accounts, totals } = findings;
  // Kept here: after an erasure the findings are empty and the erase section is gone.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const nothing =
    enquiries.length === 0 && !subscription && auditEntries.length === 0 && accounts.length === 0;
  return (
    <div className="space-y-6">
      <section aria-labelledby="found-title" className={card}>
        <h2 id="found-title" className="mb-2 text-xl font-bold text-brand-900">
          Held about {email}
        </h2>
        {nothing ? (
          <p className="text-slate-700">Nothing is held about this address.</p>
        ) : (
          <>
            <p className="mb-3 text-slate-700">
              {totals.enquiries} enquiries,{' '}
              {subscription ? 'a newsletter subscription' : 'no newsletter subscription'},{' '}
              {totals.auditEntries} activity entries naming the address.
            </p>
            <SudoDownloadLink
              href={`/api/v1/personal-data/export${personQuery(email)}`}
              className={btn.secondary}
            >
              Download everything (ZIP)
            </SudoDownloadLink>
          </>
        )}
      </section>

      {enquiries.length > 0 && (
        <FindingsSection id="enquiries-title" title="Enquiries">
          {totals.enquiries > enquiries.length && (
            <p className="mb-2 text-sm text-slate-700">
              The {enquiries.length} oldest of {totals.enquiries}; the download holds them all.
            </p>
          )}
          <ul className="space-y-3">
            {enquiries.map((e) => (
              <EnquiryCard key={e.id} enquiry={e} />
            ))}
          </ul>
        </FindingsSection>
      )}

      {subscription && (
        <FindingsSection id="subscription-title" title="Newsletter">
          <p className="text-slate-700">
            {subscription.confirmedAt
              ? `Subscribed, confirmed ${lagos(subscription.confirmedAt)}.`
              : `Signed up ${lagos(subscription.signedUpAt)}, not confirmed (pending).`}
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-brand-700">
              Correct the address
            </summary>
            <RequestsCorrectForm
              path={`/personal-data/subscriptions/${subscription.id}`}
              fields={[{ name: 'email', label: 'E-mail', value: subscription.email }]}
              title="the subscription"
            />
          </details>
        </FindingsSection>
      )}

      {auditEntries.length > 0 && (
        <FindingsSection id="audit-title" title="Activity entries naming the address">
          <ul className="space-y-1 text-sm">
            {auditEntries.map((a) => (
              <li key={a.id}>
                {lagos(a.at)}: {a.action} by {a.actorName}
                {a.targetLabel ? `, ${a.targetLabel}` : ''}
              </li>
            ))}
          </ul>
        </FindingsSection>
      )}

      {accounts.length > 0 && (
        <FindingsSection id="accounts-title" title="CMS accounts">
          <ul className="text-sm">
            {accounts.map((a) => (
              <li key={a.id}>
                {a.username} ({a.role}): delete it in Settings → Accounts if asked.
              </li>
            ))}
          </ul>
        </FindingsSection>
      )}

      <p
        role="status"
        className={outcome?.ok === false ? 'font-semibold text-red-700' : 'text-slate-800'}
      >
        {outcome?.text}
      </p>
      {!nothing && <EraseAll email={email} onDone={setOutcome} />}
    </div>
  );
}
