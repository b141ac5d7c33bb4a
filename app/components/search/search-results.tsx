/**
 * The search page's results: the type filter with its counts, a correction when there is one,
 * the results with their matched words marked, the pages, or a way on when nothing is found.
 */
import { Link } from 'react-router';
import { searchKinds, type SearchKind } from '../../../content/search-text';
import { around, fillIn } from '../../../content/text-template';
import type { SearchAnswer } from '../../../server/services/search/search-service';
import { Pager } from '~/components/ui/pager';
import { ResultsSection } from '~/components/ui/results-section';
import { Highlighted } from './highlighted';

/**
 * A count in thousands ("5,000"), with "+" when there are more than were counted. Grouped by
 * hand: a browser's first `toLocaleString` loads number data, 20–60 ms in the task that hydrates
 * the page, for a comma.
 */
const counted = (n: number, more: boolean) =>
  `${String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${more ? '+' : ''}`;

const searchHref = (q: string, type?: SearchKind) =>
  `/search?${new URLSearchParams({ q, ...(type ? { type } : {}) })}`;

function TypeFilter({
  answer,
  text,
  types,
}: {
  answer: SearchAnswer;
  text: { allLabel: string; typesLabel: string };
  types: Record<SearchKind, string>;
}) {
  const all = Object.values(answer.counts).reduce((a, b) => a + b, 0);
  const options = [
    { type: undefined, label: text.allLabel, count: counted(all, answer.more.length > 0) },
    ...searchKinds
      .filter((k) => answer.counts[k] > 0)
      .map((k) => ({
        type: k,
        label: types[k],
        count: counted(answer.counts[k], answer.more.includes(k)),
      })),
  ];
  const q = answer.showingFor ?? answer.q;
  return (
    <nav aria-label={text.typesLabel} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const current = o.type === answer.type;
          return (
            <li key={o.type ?? 'all'}>
              <Link
                to={searchHref(q, o.type)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm ${
                  current
                    ? 'border-brand-900 bg-brand-900 text-white'
                    : 'border-slate-300 text-brand-900 hover:bg-brand-50'
                }`}
              >
                {o.label}
                <span className={current ? 'text-brand-100' : 'text-slate-600'}>{o.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The search section's words the results use (content/sections/site.ts, `search/page`). */
interface SearchText {
  oneResult: string;
  manyResults: string;
  showingFor: string;
  didYouMean: string;
  noResults: string;
  mostWords: string;
  missingLabel: string;
  partLabel: string;
  contactLabel: string;
  quoteLabel: string;
  quoteAbout: string;
  allLabel: string;
  typesLabel: string;
  pagesLabel: string;
}

/** "Did you mean {suggestion}?", the suggestion a link that searches it. */
function DidYouMean({ text, suggestion }: { text: string; suggestion: string }) {
  const [before, after] = around(text, 'suggestion');
  return (
    <p className="mb-4 text-slate-700">
      {before}
      <Link to={searchHref(suggestion)} className="font-semibold text-brand-700 underline">
        {suggestion}
      </Link>
      {after}
    </p>
  );
}

export function SearchResults({
  answer,
  text,
  types,
}: {
  answer: SearchAnswer;
  text: SearchText;
  types: Record<SearchKind, string>;
}) {
  const query = answer.showingFor ?? answer.q;
  return (
    <ResultsSection
      id="search-results-heading"
      heading={fillIn(answer.total === 1 ? text.oneResult : text.manyResults, {
        count: counted(
          answer.total,
          answer.type ? answer.more.includes(answer.type) : answer.more.length > 0,
        ),
        query,
      })}
      headingSpace="mb-4"
    >
      {answer.showingFor && (
        <p className="mb-4 text-slate-700">
          {fillIn(text.showingFor, { query: answer.q, correction: answer.showingFor })}
        </p>
      )}
      {answer.didYouMean && <DidYouMean text={text.didYouMean} suggestion={answer.didYouMean} />}
      {answer.mostWords && answer.total > 0 && (
        <p className="mb-4 text-slate-700" data-testid="most-words">
          {text.mostWords}
        </p>
      )}
      {answer.total > 0 && <TypeFilter answer={answer} text={text} types={types} />}
      {answer.results.length > 0 ? (
        <>
          <ol className="space-y-6">
            {answer.results.map((r) => (
              <li key={r.url}>
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {types[r.type]}
                </p>
                <h3 className="text-lg font-semibold">
                  <Link to={r.url} className="text-brand-700 underline-offset-2 hover:underline">
                    <Highlighted text={r.title} query={query} />
                  </Link>
                </h3>
                {r.part && (
                  <p className="mt-1 text-sm text-slate-700">
                    {text.partLabel} <strong className="font-semibold">{r.part}</strong>
                  </p>
                )}
                {r.snippet && (
                  <p className="mt-1 max-w-3xl text-slate-700">
                    <Highlighted text={r.snippet} query={query} />
                  </p>
                )}
                {r.missing && r.missing.length > 0 && (
                  <p className="mt-1 text-sm text-slate-600">
                    {text.missingLabel}{' '}
                    {r.missing.map((w, i) => (
                      <span key={w}>
                        {i > 0 && ' '}
                        <s>{w}</s>
                      </span>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ol>
          <Pager page={answer.page} pageCount={answer.pageCount} label={text.pagesLabel} />
        </>
      ) : (
        <div className="rounded-lg bg-brand-50 p-6 text-brand-900">
          <p className="max-w-2xl">{text.noResults}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={`/contacts?${new URLSearchParams({ type: 'quote', about: fillIn(text.quoteAbout, { query: answer.q }) })}`}
              className="btn-primary"
            >
              {text.quoteLabel}
            </Link>
            <Link
              to="/contacts"
              className="inline-flex min-h-11 items-center rounded-md border border-brand-900 px-5 font-semibold text-brand-900 hover:bg-white"
            >
              {text.contactLabel}
            </Link>
          </div>
        </div>
      )}
    </ResultsSection>
  );
}
