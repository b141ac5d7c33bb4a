import { Form, Link } from 'react-router';
import type { AuditLogQuery } from '../../../../schemas/audit-log';
import { input } from '../styles';
import { ACTIVITY_PATH, isFiltered, type ActivityErrors } from './activity-address';
import { FilterMessage } from '../filter-message';

const label = 'text-sm font-semibold text-brand-900';
const control = `${input} mt-1 min-h-11`;

/** The two day fields, first and last day of the period shown. */
const days = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

/**
 * Filter by person, by what was changed and by days (a GET form: the filters are in the address,
 * so it works without JavaScript). A bad value from a hand-edited link is shown by its field.
 */
export function ActivityFilters({
  query,
  errors,
  people,
}: {
  query: AuditLogQuery;
  errors: ActivityErrors;
  people: { id: string; name: string }[];
}) {
  const invalid = (name: keyof ActivityErrors) =>
    errors[name]
      ? { 'aria-invalid': true, 'aria-describedby': `activity-${name}-error` }
      : { 'aria-invalid': undefined };
  // A person whose account is gone is still in the log: keep them choosable while filtered by.
  const choices =
    query.actor && !people.some((p) => p.id === query.actor)
      ? [...people, { id: query.actor, name: 'A deleted account' }]
      : people;
  return (
    <Form
      method="get"
      action={ACTIVITY_PATH}
      aria-label="Filter the activity"
      className="mb-6 grid gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
    >
      <label className={`${label} lg:w-48`}>
        Person
        <select
          name="actor"
          defaultValue={query.actor ?? ''}
          className={control}
          {...invalid('actor')}
        >
          <option value="">Anyone</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <FilterMessage id="activity-actor-error" error={errors.actor} />
      </label>
      <label className={`${label} lg:w-64`}>
        What
        <input
          type="search"
          name="target"
          defaultValue={query.target ?? ''}
          maxLength={200}
          placeholder="e.g. Hero, or home/hero"
          className={control}
          {...invalid('target')}
        />
        <FilterMessage id="activity-target-error" error={errors.target} />
      </label>
      {days.map(([name, text]) => (
        <label key={name} className={label}>
          {text}
          <input
            type="date"
            name={name}
            defaultValue={query[name]?.slice(0, 10) ?? ''}
            className={control}
            {...invalid(name)}
          />
          <FilterMessage id={`activity-${name}-error`} error={errors[name]} />
        </label>
      ))}
      <div className="flex items-end gap-4 sm:col-span-2">
        <button type="submit" className="btn-primary">
          Show
        </button>
        {isFiltered(query) && (
          <Link to={ACTIVITY_PATH} className="min-h-11 content-center text-sm underline">
            Clear filters
          </Link>
        )}
      </div>
      {errors.cursor && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.cursor}
        </p>
      )}
    </Form>
  );
}
