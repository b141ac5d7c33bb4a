import { data } from 'react-router';
import { NotFound } from '~/components/not-found';

/** Any path no other route claims: the Not Found screen, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Not Found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
