import { withSmallerImages } from '../../../content/media';
import { useSaveData } from './save-data';

/**
 * Rich text from the CMS. It is sanitised on the server when written (server/services/
 * rich-text.ts), with the editor's allowlist, so it is safe to render as HTML here. Its pictures
 * come one width smaller to a visitor saving data.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const saveData = useSaveData();
  if (!html) return null;
  return (
    <div
      className={`prose-content leading-relaxed ${className}`}
      dangerouslySetInnerHTML={{ __html: saveData ? withSmallerImages(html) : html }}
    />
  );
}
