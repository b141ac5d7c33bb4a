import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Link targets edited in the CMS may be our own paths or other sites: our paths navigate
 * in-app, anything else is a plain link.
 */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (to.startsWith('/'))
    return (
      <Link to={to} prefetch="intent" className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
