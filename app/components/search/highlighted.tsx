import { highlightRanges } from '../../../content/search-text';

/**
 * Text with the words the query matched marked. Built as React text and <mark> elements, so
 * nothing a visitor typed or an editor wrote is ever read as markup.
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, query)) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
