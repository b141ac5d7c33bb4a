/**
 * Every server the browser tests start, each on E2E_PORT plus its offset here. One list, so that
 * two specs never share a port: when they did (insights and hostile-traffic both at +400), a spec
 * could sign in to the other's server, whose super admin has another password, and fail at
 * random depending on which ran first. tests/unit/e2e-ports.test.ts holds the offsets apart.
 */
export const PORT_OFFSETS = {
  shared: 0,
  'sudo-mode': 5,
  'dom-clobbering': 60,
  paging: 100,
  'cms-lists': 150,
  'one-record': 160,
  catalogue: 200,
  'direct-contact': 270,
  newsletter: 310,
  'personal-data-settings': 320,
  'quote-basket': 325,
  'personal-data-requests': 330,
  insights: 400,
  'hostile-traffic': 410,
  'media-library': 500,
  'media-alt': 550,
  'graceful-shutdown': 700,
  'instance-a': 710,
  'instance-b': 711,
  publishing: 720,
  failures: 730,
  outage: 740,
  'activity-log': 750,
  'content-history': 760,
  'npm-start': 765,
  trash: 770,
  'edit-conflicts': 780,
  screenshots: 820,
  'seeded-template': 900,
  'configured-enclosure': 1020,
  'cms-auth': 1030,
} as const;

export type ServerName = keyof typeof PORT_OFFSETS;

/** The port of the named server in this run. */
export const portOf = (name: ServerName) =>
  Number(process.env.E2E_PORT ?? 3210) + PORT_OFFSETS[name];
