/**
 * Rich text from the CMS. It is sanitised on the server when written (server/services/
 * rich-text.ts), with the editor's allowlist, so it is safe to render as HTML here.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`prose-content leading-relaxed ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
