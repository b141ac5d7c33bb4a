/**
 * Plain multi-line text from a CMS textarea: editors separate paragraphs with a blank line, so
 * each block becomes its own `<p>` instead of one run-on paragraph.
 */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  if (blocks.length === 0) return null;
  return (
    <div className={`space-y-3 leading-relaxed ${className}`}>
      {blocks.map((block, i) => (
        <p key={i}>{block}</p>
      ))}
    </div>
  );
}
