import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="content-width py-24 text-center">
      <p className="mb-2 text-sm font-semibold tracking-widest text-accent-700 uppercase">
        Error 404
      </p>
      <h1 className="section-heading mb-4">Not Found</h1>
      <p className="mb-8 text-slate-600">
        The page you were looking for does not exist or has moved.
      </p>
      <Link to="/" className="btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
