/** Class names shared by the CMS's controls (Tailwind; kept here, app.css is the site's). */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const btn = {
  primary: `${base} bg-brand-900 text-white hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white text-brand-900 hover:bg-slate-100`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  /** A square icon button; give it an accessible name. */
  icon: 'inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-900 aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
  iconDanger:
    'inline-flex size-11 items-center justify-center rounded-md text-red-700 hover:bg-red-50',
  small: `inline-flex min-h-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-brand-900 hover:bg-slate-100 disabled:opacity-50`,
};

export const input =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

export const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
