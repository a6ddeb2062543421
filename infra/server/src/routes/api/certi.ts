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
      config: { limits: 'certSend' },
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
      config: { limits: 'certSend' },
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
      config: { limits: 'certVerify' },
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
      config: { limits: 'certVerify' },
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
    // A path on this site's origin: nothing of the request's Host header is reflected into it.
    async (request) => ok({ url: `/certi/nice_id?${new URLSearchParams({ host: request.query.host })}` }),
  );
};

export default certi;
