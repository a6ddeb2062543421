import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/**
 * The API as an OpenAPI document, built from the routes' own TypeBox schemas (`app.swagger()`): it lists every
 * route registered after this plugin, so it comes first. Served at `GET /openapi.json` in demo mode only;
 * `pnpm --filter @bx/server openapi` writes it to docs/openapi.json.
 */
const openapi = fp<{ serve: boolean }>(
  async (app, { serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'BX platform API',
          version: '0.1.0',
          description:
            'Every /api call takes ?siteInfoId=. Success: {status: 200, data}; failure: {status, data: null, error: {code, message}}.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    if (serve) app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

export default openapi;
