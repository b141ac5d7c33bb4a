import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAnnounce } from '../announcer';
import { apiJson } from '../api';
import { Icon } from '../icons';
import { btn, card } from '../styles';
import { useConfirm } from '../use-confirm';
import { AddUserForm } from './add-user-form';
import { ChangePasswordForm } from './change-password-form';

export interface Account {
  _id: string;
  username: string;
  role: 'super admin' | 'admin';
  totpEnabled: boolean;
}

const SUPER_ADMIN = 'super_admin';

/**
 * The super admin's Settings (the client's CMS spec): mode 1 the accounts with Add new user, mode 2
 * the new-user form, mode 3 a change-password form opened by a row's edit icon.
 */
export function Accounts({
  users,
  me,
  security,
  meHasTotp,
}: {
  users: Account[];
  me: string;
  security: { requireTotp: boolean };
  meHasTotp: boolean;
}) {
  const [mode, setMode] = useState<'list' | 'add' | { password: string }>('list');
  const { revalidate } = useRevalidator();
  const announce = useAnnounce();
  const { confirm, dialog } = useConfirm();

  const remove = async (user: Account) => {
    const sure = await confirm({
      title: `Delete the account “${user.username}”?`,
      message: 'They are signed out at once and can no longer sign in.',
      confirmLabel: 'Delete account',
    });
    if (!sure) return;
    const result = await apiJson('DELETE', `/auth/users/${user._id}`);
    if (!result.ok) {
      announce(`The account was not deleted: ${result.error.message}`, 'error');
      return;
    }
    announce(`The account “${user.username}” was deleted.`);
    await revalidate();
  };

  const act = async (path: string, done: string, body?: unknown) => {
    const result = await apiJson(body === undefined ? 'POST' : 'PUT', path, body);
    if (!result.ok) announce(result.error.message, 'error');
    else announce(done);
    await revalidate();
  };

  const unlock = async (user: Account) => {
    const result = await apiJson('POST', `/auth/users/${user._id}/unlock`);
    if (!result.ok) {
      announce(`Failed sign-ins were not cleared: ${result.error.message}`, 'error');
      return;
    }
    announce(`Failed sign-ins of “${user.username}” cleared: they can sign in again at once.`);
  };

  if (mode === 'add') {
    return (
      <AddUserForm
        onClose={() => setMode('list')}
        onAdded={() => {
          setMode('list');
          void revalidate();
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="accounts-title" className={card}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="accounts-title" className="text-xl font-bold text-brand-900">
            Accounts
          </h2>
          <button type="button" className={btn.primary} onClick={() => setMode('add')}>
            <Icon name="plus" />
            Add new user
          </button>
        </div>
        <ul aria-labelledby="accounts-title" className="divide-y divide-slate-200">
          {users.map((user) => (
            <li key={user._id} className="flex items-center gap-3 py-2">
              <Icon name="user" className="size-6 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-brand-900">
                  {user.username}
                  {user.username === me && <span className="font-normal"> (you)</span>}
                </p>
                <p className="text-sm text-slate-600">
                  {user.role} · two-factor {user.totpEnabled ? 'on' : 'off'}
                </p>
              </div>
              {user.totpEnabled && user.username !== me && (
                <button
                  type="button"
                  className={btn.small}
                  aria-label={`Reset the two-factor sign-in of ${user.username}`}
                  onClick={() =>
                    void act(
                      `/auth/users/${user._id}/2fa/reset`,
                      `The two-factor sign-in of ${user.username} was reset.`,
                    )
                  }
                >
                  Reset 2FA
                </button>
              )}
              <button
                type="button"
                className={btn.icon}
                aria-label={`Change the password of ${user.username}`}
                onClick={() => setMode({ password: user.username })}
              >
                <Icon name="edit" />
              </button>
              {/* Not your own: a stolen session would wipe the waits that slow its guesses. */}
              {user.username !== me && (
                <button
                  type="button"
                  className={btn.icon}
                  aria-label={`Clear the failed sign-ins of ${user.username}`}
                  title="Clear failed sign-ins"
                  onClick={() => void unlock(user)}
                >
                  <Icon name="unlock" />
                </button>
              )}
              {user.username !== SUPER_ADMIN && (
                <button
                  type="button"
                  className={btn.iconDanger}
                  aria-label={`Delete ${user.username}`}
                  onClick={() => void remove(user)}
                >
                  <Icon name="trash" />
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="security-title" className={card}>
        <h2 id="security-title" className="mb-2 text-xl font-bold text-brand-900">
          Account security
        </h2>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={security.requireTotp}
            disabled={!security.requireTotp && !meHasTotp}
            aria-describedby="require-totp-hint"
            onChange={(e) =>
              void act(
                '/auth/security',
                e.target.checked
                  ? 'Two-factor sign-in is now required for every account.'
                  : 'Two-factor sign-in is no longer required.',
                { requireTotp: e.target.checked },
              )
            }
          />
          <span className="font-semibold text-brand-900">
            Require two-factor sign-in for every account
          </span>
        </label>
        <p id="require-totp-hint" className="mt-1 text-sm text-slate-600">
          {meHasTotp || security.requireTotp
            ? 'Accounts without it are sent to set it up before anything else.'
            : 'Turn on your own two-factor sign-in first.'}
        </p>
      </section>
      {typeof mode === 'object' && (
        <ChangePasswordForm
          key={mode.password}
          username={mode.password}
          self={mode.password === me}
          onDone={() => setMode('list')}
        />
      )}
      {dialog}
    </div>
  );
}
