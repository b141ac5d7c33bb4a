import type { Services } from './services';

/** What every React Router loader and action receives as `context`. */
export interface SiteContext {
  services: Services;
  publicUrl: string;
}

declare module 'react-router' {
  interface AppLoadContext extends SiteContext {}
}
