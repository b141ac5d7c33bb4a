import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document at /api/openapi.json and a browsable reference at /api/docs: for signed-in
 * staff only, unless PUBLIC_API_DOCS=true. A stranger asking for the reference gets the sign-in
 * page (HTML) or a 401 (the JSON document), not a map of every write route.
 */
export async function registerOpenApi(app: FastifyInstance, options: { public: boolean }) {
  const staffOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.public || (await request.currentUser())) return;
    if (request.url.startsWith('/api/docs')) {
      return reply.redirect(`/cms/sign-in?redirectTo=${encodeURIComponent('/api/docs')}`, 302);
    }
    return reply.code(401).send(errorBody('unauthorized', 'Sign in to read the API reference'));
  };
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Company website API',
        version: '1.0.0',
        description:
          'Content of the public site and the CMS. Section ids are fixed per install: list them with GET /api/v1/sections.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: staffOnly } });
  app.get('/api/openapi.json', { schema: { hide: true }, onRequest: staffOnly }, async () =>
    app.swagger(),
  );
}
