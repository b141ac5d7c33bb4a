import { Link } from 'react-router';
import type { Insights } from '../../../../schemas/insights';
import { lagosWhen } from '../../../../content/lagos-time';

const typeNames = { contact: 'Contact', quote: 'Quote request', career: 'Job application' };

/** The enquiries still "new" after two working days, oldest first, each a link to open it. */
export function OpenEnquiries({ open }: { open: Insights['enquiries']['open'] }) {
  return (
    <section
      aria-labelledby="open-enquiries"
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="open-enquiries" className="mb-3 text-lg font-bold text-brand-900">
        Waiting over two working days ({open.count.toLocaleString('en')})
      </h2>
      {open.oldest.length === 0 ? (
        <p className="text-slate-700">None: every enquiry has been picked up.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {open.oldest.map((e) => (
            <li key={e.id} className="py-2">
              <Link
                to={`/cms/enquiries?open=${e.id}`}
                className="font-semibold text-brand-700 underline"
              >
                {e.reference}
              </Link>{' '}
              {typeNames[e.type]} from {e.name || 'someone'}, {lagosWhen(e.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
