import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../../plugins/site.js';
import { CertificateSentSchema, Code, Email, Phone, VerifiedSchema } from '../../schemas/certi.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';

const Hostname = Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$' });

/**
 * Six-digit codes to an email or phone (through the configured Delivery), and their verification. The
 * answers never carry the code.
 */
const certi: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certi/certificate_email',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({ email: Email }),
        response: { 200: Envelope(CertificateSentSchema) },
      },
    },
    async (request) =>
      ok(await app.certification.issue(siteOf(request), 'email', request.body.email, 'verify')),
  );

  app.post(
    '/certi/certificate_phone',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({ phone: Phone }),
        response: { 200: Envelope(CertificateSentSchema) },
      },
    },
    async (request) =>
      ok(await app.certification.issue(siteOf(request), 'sms', request.body.phone, 'verify')),
  );

  app.post(
    '/certi/verify_email',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({ email: Email, code: Code }),
        response: { 200: Envelope(VerifiedSchema) },
      },
    },
    async (request) => {
      await app.certification.check(
        siteOf(request),
        'email',
        request.body.email,
        'verify',
        request.body.code,
      );
      return ok({ verified: true as const });
    },
  );

  app.post(
    '/certi/verify_phone',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({ phone: Phone, code: Code }),
        response: { 200: Envelope(VerifiedSchema) },
      },
    },
    async (request) => {
      await app.certification.check(siteOf(request), 'sms', request.body.phone, 'verify', request.body.code);
      return ok({ verified: true as const });
    },
  );

  // No identity-check provider is contracted: the URL is this server's placeholder page (see README).
  app.get(
    '/certi/nice_id',
    {
      schema: {
        querystring: SiteQuery({ host: Hostname }),
        response: { 200: Envelope(Type.Object({ url: Type.String() })) },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const url = new URL('/certi/nice_id', origin);
      url.searchParams.set('host', request.query.host);
      return ok({ url: url.href });
    },
  );
};

export default certi;
