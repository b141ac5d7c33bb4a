import { useAnnounce } from '../announcer';
import { AccountForm, formText, NewPasswordField, useAccountRequest } from './account-form';
import { PlainField } from './plain-field';

/** Mode 2 of Settings: a new admin account (username, password, Submit). */
export function AddUserForm({ onAdded, onClose }: { onAdded: () => void; onClose: () => void }) {
  const announce = useAnnounce();
  const { errors, busy, send } = useAccountRequest();

  const submit = async (formEl: HTMLFormElement) => {
    const form = new FormData(formEl);
    const result = await send('/auth/register', {
      username: formText(form, 'username').trim(),
      password: formText(form, 'password'),
    });
    if (!result.ok) {
      announce('Error creating new user', 'error');
      return;
    }
    announce('New user added successfully.');
    onAdded();
  };

  return (
    <AccountForm
      id="add-user"
      title="Add new user"
      onSubmit={(form) => void submit(form)}
      submitLabel="Submit"
      busyLabel="Adding…"
      busy={busy}
      onClose={onClose}
    >
      <PlainField
        id="new-user-username"
        name="username"
        label="Username"
        autoComplete="off"
        hint="3 to 40 letters, digits, dots, dashes or underscores."
        error={errors.username}
        autoFocus
      />
      <NewPasswordField
        id="new-user-password"
        name="password"
        label="Password"
        error={errors.password}
      />
    </AccountForm>
  );
}
