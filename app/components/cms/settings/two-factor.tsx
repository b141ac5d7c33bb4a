import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { btn, card, input } from '../styles';

export interface TotpStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The server has a key to encrypt secrets with (SECRET_KEY). */
  available: boolean;
  /** The super admin requires two-factor sign-in of every account. */
  required: boolean;
}

interface Setup {
  secret: string;
  qrDataUrl: string;
}

/**
 * Settings → Two-factor sign-in: scan the QR code (a PNG data: URL, which a strict CSP allows
 * as an image; no script draws it) or type the secret, confirm with a code, then keep the ten
 * recovery codes, shown this once.
 */
export function TwoFactor({ status, mustEnrol }: { status: TotpStatus; mustEnrol: boolean }) {
  const announce = useAnnounce();
  const { revalidate } = useRevalidator();
  const [setup, setSetup] = useState<Setup | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const result = await apiJson('POST', '/auth/2fa/setup');
    setBusy(false);
    if (!result.ok) {
      announce(result.error.message, 'error');
      return;
    }
    setSetup(result.data as unknown as Setup);
    setError('');
  };

  const confirm = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const code = String(form.get('code') ?? '');
    const password = String(form.get('password') ?? '');
    setBusy(true);
    const result = await apiJson('POST', '/auth/2fa/enable', { code, password });
    setBusy(false);
    if (!result.ok) {
      const { fields } = result.error;
      setError(fields?.password ?? fields?.code ?? result.error.message);
      return;
    }
    setCodes(result.data.recoveryCodes as string[]);
    setSetup(undefined);
    announce('Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
  };

  const disable = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    setBusy(true);
    const result = await apiJson('POST', '/auth/2fa/disable', {
      password: String(form.get('password') ?? ''),
      ...(/^\d{6}$/.test(code.replace(/\s/g, '')) ? { totp: code } : { recoveryCode: code }),
    });
    setBusy(false);
    if (!result.ok) {
      setError(Object.values(result.error.fields ?? {})[0] ?? result.error.message);
      return;
    }
    setError('');
    announce('Two-factor sign-in is off.');
    await revalidate();
  };

  const download = codes
    ? `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`
    : '';

  return (
    <section aria-labelledby="two-factor-title" className={card}>
      <h2 id="two-factor-title" className="mb-2 text-xl font-bold text-brand-900">
        Two-factor sign-in
      </h2>
      {mustEnrol && !codes && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          Every account must use two-factor sign-in. Set it up to continue using the CMS.
        </p>
      )}
      {codes ? (
        <div className="space-y-3">
          <p className="text-slate-700">
            Your recovery codes. Each signs you in once if you lose your phone.{' '}
            <strong>They are shown only now.</strong>
          </p>
          <ul
            aria-label="Recovery codes"
            className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-5"
          >
            {codes.map((c) => (
              <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center">
                {c}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <a className={btn.secondary} href={download} download="recovery-codes.txt">
              Download the codes
            </a>
            <button
              type="button"
              className={btn.secondary}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(codes.join('\n'))
                  .then(() => announce('The recovery codes were copied.'))
              }
            >
              Copy the codes
            </button>
            <button type="button" className={btn.primary} onClick={() => void revalidate()}>
              I have kept them
            </button>
          </div>
        </div>
      ) : status.enabled ? (
        <form onSubmit={(e) => void disable(e)} className="space-y-3" noValidate>
          <p className="text-slate-700">
            On. Recovery codes left: <strong>{status.recoveryCodesLeft}</strong>.
          </p>
          {status.required ? (
            <p className="text-sm text-slate-600">
              The super admin requires two-factor sign-in for every account.
            </p>
          ) : (
            <>
              <CodeField id="totp-off-password" name="password" label="Password" />
              <CodeField
                id="totp-off-code"
                name="code"
                label="Code from your app, or a recovery code"
              />
              <button type="submit" className={btn.danger} disabled={busy}>
                Turn off two-factor sign-in
              </button>
            </>
          )}
        </form>
      ) : setup ? (
        <form onSubmit={(e) => void confirm(e)} className="space-y-3" noValidate>
          <p className="text-slate-700">
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password…), or type the key below into it.
          </p>
          <img src={setup.qrDataUrl} width={240} height={240} alt="QR code of the set-up key" />
          <p>
            Key: <code className="font-mono break-all select-all">{setup.secret}</code>
          </p>
          <CodeField
            id="totp-code"
            name="code"
            label="The 6-digit code your app shows"
            numeric
            invalid={Boolean(error)}
          />
          {/* Asked every time: whoever turns it on gets the recovery codes (decision 0040). */}
          <CodeField
            id="totp-on-password"
            name="password"
            label="Your password"
            invalid={Boolean(error)}
          />
          <button type="submit" className={btn.primary} disabled={busy}>
            Turn on
          </button>
        </form>
      ) : (
        <div className="space-y-3">
          <p className="text-slate-700">
            Off. With it on, signing in also needs a code from an app on your phone.
          </p>
          {status.available ? (
            <button
              type="button"
              className={btn.primary}
              disabled={busy}
              onClick={() => void start()}
            >
              Set up two-factor sign-in
            </button>
          ) : (
            <p className="text-sm text-slate-600">
              Not available: the server has no SECRET_KEY. Ask whoever runs the server.
            </p>
          )}
        </div>
      )}
      <p
        id="two-factor-error"
        role="alert"
        className="mt-3 min-h-6 text-sm font-semibold text-red-700"
      >
        {error}
      </p>
    </section>
  );
}

/** A labelled field of the two-factor forms: a password, or a code from the app (described by
 * the form's error line). */
function CodeField(props: {
  id: string;
  name: 'password' | 'code';
  label: string;
  numeric?: boolean;
  invalid?: boolean;
}) {
  const password = props.name === 'password';
  return (
    <>
      <label htmlFor={props.id} className="block font-semibold text-brand-900">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={password ? 'password' : 'text'}
        inputMode={props.numeric ? 'numeric' : undefined}
        autoComplete={password ? 'current-password' : 'one-time-code'}
        className={input}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby="two-factor-error"
      />
    </>
  );
}
