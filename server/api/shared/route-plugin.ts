import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A plugin of routes made over what it is given (a service, or the options it needs). */
export type RoutesOver<S> = (given: S) => FastifyPluginAsyncZod;
