import { useAnnounce } from '../announcer';
import { AccountForm, formText, NewPasswordField, useAccountRequest } from './account-form';
import { PlainField } from './plain-field';

/**
 * Changes a password: your own (with your current one), or, for the super admin, another
 * account's (confirmed with the super admin's own current password).
 */
export function ChangePasswordForm({
  username,
  self,
  onDone,
}: {
  /** Whose password; the signed-in user's own when it is theirs. */
  username: string;
  self: boolean;
  onDone?: () => void;
}) {
  const announce = useAnnounce();
  const { errors, busy, send } = useAccountRequest();
  const id = `password-${username.replace(/[^a-z0-9]/gi, '-')}`;

  const submit = async (formEl: HTMLFormElement) => {
    const form = new FormData(formEl);
    const result = await send('/auth/change-password', {
      ...(self ? {} : { username }),
      currentPassword: formText(form, 'currentPassword'),
      newPassword: formText(form, 'newPassword'),
    });
    if (!result.ok) {
      announce(`The password was not changed: ${result.error.message}`, 'error');
      return;
    }
    formEl.reset();
    announce(self ? 'Your password was changed.' : `The password of ${username} was changed.`);
    onDone?.();
  };

  return (
    <AccountForm
      id={id}
      title={self ? 'Change your password' : `Change the password of ${username}`}
      onSubmit={(form) => void submit(form)}
      submitLabel="Change password"
      busyLabel="Saving…"
      busy={busy}
      onClose={onDone}
    >
      <PlainField
        id={`${id}-current`}
        name="currentPassword"
        label={self ? 'Current password' : 'Your own current password (super admin)'}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        autoFocus={!self}
      />
      <NewPasswordField
        id={`${id}-new`}
        name="newPassword"
        label="New password"
        error={errors.newPassword}
      />
    </AccountForm>
  );
}
