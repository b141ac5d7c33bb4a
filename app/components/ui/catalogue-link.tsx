/** A catalogue download: opens in a new tab; with no address there is no button at all. */
export function CatalogueLink({
  href,
  label = 'Download Catalogue',
}: {
  href: string;
  label?: string;
}) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="btn-primary">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
