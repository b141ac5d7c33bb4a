/** The public site's small icons, drawn on a 20×20 grid in the text colour. */
const paths = {
  'chevron-down':
    'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z',
  'chevron-left':
    'M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z',
  'chevron-right':
    'M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z',
  search:
    'M8.5 2a6.5 6.5 0 0 1 5.2 10.4l3.6 3.5a1 1 0 0 1-1.4 1.5l-3.6-3.6A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z',
  check:
    'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z',
  // A clipboard with lines: the list of products a quote is asked for.
  clipboard:
    'M7 2a1 1 0 0 0-1 1H5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2h-1a1 1 0 0 0-1-1H7Zm0 2h6v1H7V4Zm-1 5h8a1 1 0 1 1 0 2H6a1 1 0 1 1 0-2Zm0 4h5a1 1 0 1 1 0 2H6a1 1 0 1 1 0-2Z',
  chat: 'M10 2.5c-4.4 0-8 2.9-8 6.6 0 2 1.1 3.9 2.9 5.1l-.7 2.9a.6.6 0 0 0 .9.6l3.3-1.9c.5.1 1 .1 1.6.1 4.4 0 8-2.9 8-6.8S14.4 2.5 10 2.5Z',
  // A page with a folded corner and two lines of text: a document to download (even-odd fill).
  document:
    'M5 2h6.6L17 7.4V16a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 1.8a.2.2 0 0 0-.2.2v12c0 .1.1.2.2.2h10a.2.2 0 0 0 .2-.2V8.6h-3.6A1.6 1.6 0 0 1 10 7V3.8H5Zm1.5 7.2h7v1.6h-7V11Zm0 3h5v1.6h-5V14Z',
  phone:
    'M3.5 2h2.2a1.5 1.5 0 0 1 1.5 1.2l.6 2.7a1.5 1.5 0 0 1-.5 1.5L6 8.5a10.6 10.6 0 0 0 5.5 5.5l1.1-1.3a1.5 1.5 0 0 1 1.5-.5l2.7.6a1.5 1.5 0 0 1 1.2 1.5v2.2a1.5 1.5 0 0 1-1.5 1.5H15C7.8 18 2 12.2 2 5V3.5A1.5 1.5 0 0 1 3.5 2Z',
};

/** Decoration only: the text beside it says what it means, so screen readers skip it. */
export function Glyph({ name, className }: { name: keyof typeof paths; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`fill-current ${className}`}>
      <path d={paths[name]} fillRule={name === 'document' ? 'evenodd' : undefined} />
    </svg>
  );
}
