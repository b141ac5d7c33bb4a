/** Where to go after signing in. Only a path of our own CMS (or the staff-only API reference) is
 * accepted; anything else (another site, `//host`, the sign-in page itself) falls back to the
 * News & Insights screen. */
export const AFTER_SIGN_IN = '/cms/news-and-insights';

export function safeRedirect(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(to, 'http://cms.invalid');
  } catch {
    return AFTER_SIGN_IN;
  }
  const { origin, pathname, search, hash } = url;
  const inCms =
    pathname === '/cms' ||
    pathname.startsWith('/cms/') ||
    pathname === '/api/docs' ||
    pathname.startsWith('/api/docs/');
  if (origin !== 'http://cms.invalid' || !inCms || pathname.startsWith('/cms/sign-in')) {
    return AFTER_SIGN_IN;
  }
  return `${pathname}${search}${hash}`;
}

export const signInPath = (from: string) => `/cms/sign-in?redirectTo=${encodeURIComponent(from)}`;
