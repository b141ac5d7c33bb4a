import { Form, useNavigation } from 'react-router';
import { SYNONYM_GROUPS_MAX, SYNONYM_TERMS_MAX } from '../../../../schemas/search-synonyms';
import { describedBy } from '../form/field-shell';
import { btn, input } from '../styles';
import { TitledCard } from '../titled-card';

/** The API's field names (`groups.1.0`) as an editor reads them: the line of the box. */
function lineMessages(fields: Record<string, string>): string[] {
  return Object.entries(fields).map(([name, message]) => {
    const line = /^groups\.(\d+)/.exec(name)?.[1];
    return line === undefined ? message : `Line ${Number(line) + 1}: ${message}`;
  });
}

/**
 * Settings → Search's one field: every group, one a line. A plain form post (the route's action
 * hands it to the same service as the API), so it works without JavaScript.
 */
export function SynonymsForm({
  text,
  fields,
  saved,
}: {
  text: string;
  fields?: Record<string, string>;
  saved?: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const messages = fields ? lineMessages(fields) : [];
  const error = messages.length > 0 ? messages.join(' ') : undefined;
  const hint = `For example “explosion proof, ex, atex” on one line and “vacancy, job, career, recruitment” on the next. At most ${SYNONYM_GROUPS_MAX} groups of ${SYNONYM_TERMS_MAX}.`;
  return (
    <TitledCard headingId="synonyms-title" title="Synonym groups">
      {saved ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          The synonyms were saved. Searches use them from now on.
        </p>
      ) : null}
      <Form method="post" className="space-y-4">
        <div>
          <label htmlFor="synonym-groups" className="mb-1 block font-semibold text-brand-900">
            Groups, one a line
          </label>
          <textarea
            id="synonym-groups"
            name="groups"
            rows={10}
            defaultValue={text}
            spellCheck={false}
            className={`${input} font-mono`}
            {...describedBy('synonym-groups', hint, error)}
          />
          <p id="synonym-groups-hint" className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
          {error ? (
            <p id="synonym-groups-error" role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={btn.primary} disabled={busy}>
          {busy ? 'Saving…' : 'Save synonyms'}
        </button>
      </Form>
    </TitledCard>
  );
}
