import { Link } from 'react-router';

/** Opens the enquiry form with the product line preselected. */
export function RequestQuoteLink({
  product,
  className = 'btn-primary',
}: {
  product?: string;
  className?: string;
}) {
  const to = product
    ? `/contacts?type=quote&product=${encodeURIComponent(product)}`
    : '/contacts?type=quote';
  return (
    <Link to={to} className={className}>
      Request a quote
    </Link>
  );
}
