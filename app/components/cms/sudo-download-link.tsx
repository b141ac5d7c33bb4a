import type { MouseEvent, ReactNode } from 'react';
import { apiJson } from './api';
import { askForPassword } from './password-prompt-registry';

/**
 * A download that needs the password within the last 10 minutes (a backup, a personal-data
 * export; decision 0040). The browser streams it to disk from a plain link, so a refusal would be
 * saved as a file: the link first asks whether the session's password is recent, and opens the
 * password dialog when it is not. Without JavaScript it is the plain link.
 */
export function SudoDownloadLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const click = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const me = await apiJson('GET', '/auth/me');
    const user = me.ok ? (me.data.user as { passwordRecent?: boolean } | undefined) : undefined;
    if (!user?.passwordRecent && !(await askForPassword())) return;
    const link = document.createElement('a');
    link.href = href;
    link.download = '';
    link.click();
  };
  return (
    <a href={href} download className={className} onClick={(e) => void click(e)}>
      {children}
    </a>
  );
}
