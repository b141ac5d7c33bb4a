import type { Db } from '../db/client';
import { createAuthService } from './auth-service';
import { createContentService } from './content-service';

/** Everything the API and the page loaders may call. */
export function createServices(db: Db) {
  return { content: createContentService(db), auth: createAuthService(db) };
}

export type Services = ReturnType<typeof createServices>;
