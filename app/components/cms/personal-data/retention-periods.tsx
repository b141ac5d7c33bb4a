/**
 * Settings → Personal data (issue 32): how long each kind of personal data is kept. The super
 * admin edits the periods (the API checks the bounds again and answers a message per field);
 * everyone else reads them. Each period says what happens when it runs out.
 */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import {
  retentionKeys,
  retentionPeriods,
  type PersonalDataSettings,
  type RetentionKey,
} from '../../../../schemas/personal-data-settings';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { lagosWhen } from '../../../../content/lagos-time';
import { PlainField } from '../settings/plain-field';
import { btn } from '../styles';
import { TitledCard } from '../titled-card';

/** What the job does when a period runs out. */
const effects: Record<RetentionKey, string> = {
  filesMonths: 'Then the CV or attachment is deleted; the enquiry itself stays.',
  enquiriesMonths:
    'Then the sender’s name, e-mail, phone, company, message and files are removed. The type, date, status and products asked about stay, for statistics.',
  auditAddressDays:
    'Then the address is removed from the activity entry. The entries themselves are kept 400 days.',
  pendingSubscriberDays: 'Sign-ups not confirmed by then are deleted.',
};

const inUnits = (value: number, unit: 'months' | 'days') =>
  `${value} ${value === 1 ? unit.slice(0, -1) : unit}`;

function LastChange({ settings }: { settings: PersonalDataSettings }) {
  return (
    <p className="mb-4 text-sm text-slate-600">
      {settings.updatedAt && settings.updatedBy
        ? `Last changed by ${settings.updatedBy} on ${lagosWhen(settings.updatedAt)} (Lagos time).`
        : 'These are the defaults: nobody has changed them yet.'}
    </p>
  );
}

/** What an admin sees: the periods, read-only. */
export function RetentionSummary({ settings }: { settings: PersonalDataSettings }) {
  return (
    <TitledCard headingId="retention-title" title="How long personal data is kept">
      <LastChange settings={settings} />
      <dl className="divide-y divide-slate-200">
        {retentionKeys.map((key) => {
          const { label, unit } = retentionPeriods[key];
          return (
            <div key={key} className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-brand-900">{label}</dt>
              <dd className="sm:col-span-2">
                <span className="font-semibold">{inUnits(settings[key], unit)}</span>
                <span className="block text-sm text-slate-600">{effects[key]}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
        Only the super admin can change these periods.
      </p>
    </TitledCard>
  );
}

/** What the super admin sees: a form of the four periods, saved together. */
export function RetentionForm({ settings }: { settings: PersonalDataSettings }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Sent as typed: the API reads digits as whole numbers and explains anything else.
    const body = Object.fromEntries(retentionKeys.map((key) => [key, String(form.get(key) ?? '')]));
    setBusy(true);
    const result = await apiJson('PUT', '/settings/personal-data', body);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      announce(`The periods were not saved: ${result.error.message}`, 'error');
      return;
    }
    setErrors({});
    announce('The retention periods were saved.');
    await revalidate();
  };

  return (
    <TitledCard headingId="retention-title" title="How long personal data is kept">
      <LastChange settings={settings} />
      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-5">
        {retentionKeys.map((key) => {
          const { label, unit, min, max, default: byDefault } = retentionPeriods[key];
          return (
            <PlainField
              key={`${key}-${settings[key]}`}
              id={`retention-${key}`}
              name={key}
              label={`${label} (${unit})`}
              autoComplete="off"
              inputMode="numeric"
              className="max-w-32"
              defaultValue={String(settings[key])}
              hint={`${min} to ${max} ${unit}; ${byDefault} by default. ${effects[key]}`}
              error={errors[key]}
            />
          );
        })}
        <button type="submit" className={btn.primary} disabled={busy}>
          {busy ? 'Saving…' : 'Save periods'}
        </button>
      </form>
    </TitledCard>
  );
}
