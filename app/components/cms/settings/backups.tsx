import { btn, card } from '../styles';
import { SudoDownloadLink } from '../sudo-download-link';

/**
 * The super admin's download of a whole-site backup (docs/decisions/0017). A link: the browser
 * streams the file to disk with the session cookie, however large it is; it asks for the password
 * first when it was not given in the last 10 minutes (decision 0040).
 */
export function Backups() {
  return (
    <section aria-labelledby="backups-title" className={card}>
      <h2 id="backups-title" className="mb-2 text-xl font-bold text-brand-900">
        Backups
      </h2>
      <p className="mb-4 max-w-prose text-slate-700">
        One file with every page, post, account, enquiry, CV and media file of the site, to keep
        somewhere safe and load with <code>npm run restore</code>; it holds personal data
        (enquiries, CVs, accounts), so store it as carefully as the site itself.
      </p>
      <SudoDownloadLink href="/api/v1/backup" className={btn.secondary}>
        Download a backup
      </SudoDownloadLink>
    </section>
  );
}
