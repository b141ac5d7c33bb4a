import { Link } from 'react-router';
import type { SectionValue } from '../../../server/services/content/content-service';
import { PRIVACY_PATH } from '../forms/privacy-note';
import { PhoneLink } from '../ui/phone-link';

type Footer = SectionValue<'footer'>;

function Address({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <div>
      <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-500 uppercase">
        {title}
      </h2>
      <address className="text-sm whitespace-pre-line text-slate-300 not-italic">{text}</address>
    </div>
  );
}

export function SiteFooter({
  footer,
  companyName,
  privacyLabel,
}: {
  footer: Footer;
  companyName: string;
  /** The privacy notice's heading, the words of its link. */
  privacyLabel: string;
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className="content-width grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="mb-2 text-lg font-bold text-white">{companyName}</p>
          <p className="max-w-prose text-sm leading-relaxed text-slate-300">{footer.about}</p>
        </div>
        <div className="space-y-4">
          <Address title="Head office" text={footer.headOffice} />
          <Address title="Factory" text={footer.factoryAddress} />
        </div>
        <div className="space-y-4 text-sm">
          <div>
            <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-500 uppercase">
              Contact
            </h2>
            <ul className="space-y-1">
              {footer.phone && (
                <li>
                  <PhoneLink phone={footer.phone} className="hover:text-white hover:underline" />
                </li>
              )}
              {footer.email && (
                <li>
                  <a className="hover:text-white hover:underline" href={`mailto:${footer.email}`}>
                    {footer.email}
                  </a>
                </li>
              )}
              <li>
                <Link className="hover:text-white hover:underline" to="/contacts">
                  Send us an enquiry
                </Link>
              </li>
            </ul>
          </div>
          {footer.socialLinks.length > 0 && (
            <div>
              <h2 className="mb-1 text-sm font-semibold tracking-wide text-accent-500 uppercase">
                Follow us
              </h2>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {footer.socialLinks.map((s) => (
                  <li key={s.url}>
                    <a
                      className="hover:text-white hover:underline"
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {s.network}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="content-width flex flex-wrap justify-between gap-x-6 gap-y-2 py-4 text-xs text-slate-400">
          <p>
            © {year} {footer.copyright}
          </p>
          <Link className="hover:text-white hover:underline" to={PRIVACY_PATH}>
            {privacyLabel}
          </Link>
        </div>
      </div>
    </footer>
  );
}
