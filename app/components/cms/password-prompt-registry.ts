/**
 * Sudo mode in the CMS (docs/decisions/0040): who asks for the password again when an action
 * answers 403 `password_required`. The dialog (password-prompt.tsx) registers itself here once
 * the CMS layout renders it; api.ts and the download links ask through `askForPassword`. A
 * module of its own so that api.ts and the dialog, which calls the API, do not import each other.
 */

/** The code of the API's answer when an action needs the password again. */
export const PASSWORD_REQUIRED = 'password_required';

type Ask = () => Promise<boolean>;

let ask: Ask | undefined;
let pending: Promise<boolean> | undefined;

/** The dialog's way of asking; answers the function that takes it back (on unmount). */
export function registerPasswordPrompt(fn: Ask): () => void {
  ask = fn;
  return () => {
    if (ask === fn) ask = undefined;
  };
}

/**
 * Asks for the password (and confirms it with the server): true once it was given. Calls that
 * need it at the same time share one dialog. False without a dialog (outside the CMS).
 */
export function askForPassword(): Promise<boolean> {
  if (!ask) return Promise.resolve(false);
  pending ??= ask().finally(() => {
    pending = undefined;
  });
  return pending;
}
