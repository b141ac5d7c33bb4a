import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGE_MS } from './announcer';
import { apiJson } from './api';
import { btn, input } from './styles';
import { useHydrated } from './use-hydrated';

/**
 * Sign In (the client's CMS spec): username (focused on open), password, Submit. Any failure reads
 * "Incorrect credentials" for 5 seconds; too many attempts show the server's wait message.
 */
export function SignInForm({ to, logoText }: { to: string; logoText: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Until the page runs, submitting would post the form nowhere useful.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(''), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    const result = await apiJson('POST', '/auth/login', {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (result.ok) {
      navigate(to, { replace: true });
      return;
    }
    setError(result.status === 429 ? result.error.message : 'Incorrect credentials');
  };

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10"
    >
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center">
          <Link to="/" className="text-xl font-extrabold tracking-wider text-brand-900">
            {logoText}
            <span className="sr-only">, public site</span>
          </Link>
        </p>
        <form
          method="post"
          noValidate
          onSubmit={submit}
          aria-labelledby="sign-in-title"
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h1 id="sign-in-title" className="mb-6 text-2xl font-bold text-brand-900">
            Sign In
          </h1>
          <div className="space-y-4">
            <div>
              <label htmlFor="username" className="mb-1 block font-semibold text-brand-900">
                Username
              </label>
              <input
                id="username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                required
                className={input}
                aria-describedby={error ? 'sign-in-error' : undefined}
              />
            </div>
            <div>
              <label htmlFor="password" className="mb-1 block font-semibold text-brand-900">
                Password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={input}
                aria-describedby={error ? 'sign-in-error' : undefined}
              />
            </div>
          </div>
          <p
            id="sign-in-error"
            role="alert"
            className="mt-4 min-h-6 text-sm font-semibold text-red-700"
          >
            {error}
          </p>
          <button
            type="submit"
            className={`${btn.primary} mt-2 w-full`}
            disabled={busy || !hydrated}
          >
            {busy ? 'Signing in…' : 'Submit'}
          </button>
        </form>
      </div>
    </main>
  );
}
