import { errorMessage, type ApiFailure, type ErrorCode, type SiteLang } from '@bx/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { DatabaseDeadError, DatabaseUnavailableError } from '../db/db.js';
import { AppError } from '../errors/app-error.js';
import { DomainError } from '../errors/domain-error.js';
import { RetryLaterError } from '../errors/retry-later.js';
import { statusOfDomainError } from './domain-error-statuses.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the failure envelope in the language of the request's site. */
    sendFailure(request: FastifyRequest, reply: FastifyReply, error: AppError): Promise<FastifyReply>;
  }
}

interface ValidationIssue {
  instancePath?: string;
  params?: { requiredProperties?: string[]; missingProperty?: string };
}

/** "body.username" for the first problem of a Fastify schema-validation error. */
function fieldOf(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params?.requiredProperties?.[0] ?? issue.params?.missingProperty;
  const field = [path, missing].filter((part) => part !== undefined && part !== '').join('.');
  return [error.validationContext, field].filter((part) => part !== undefined && part !== '').join('.');
}

/** What a client is told to wait when PostgreSQL cannot be reached: about what a restart or failover takes. */
const DATABASE_RETRY_AFTER_S = 2;

/** Domain refusals and Fastify's own request errors (parsing, limits, validation) mapped onto the catalogue. */
function toAppError(error: FastifyError | DomainError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof DomainError) {
    const status = statusOfDomainError(error);
    return status === undefined ? undefined : new AppError(status, error.code, error.detail, error.parts);
  }
  if (error instanceof DatabaseDeadError) return new AppError(503, 'SERVICE_UNAVAILABLE');
  // PostgreSQL restarting, failing over or cut off: nothing was done (a lost commit was checked), try again soon.
  if (error instanceof DatabaseUnavailableError)
    return new RetryLaterError(503, 'SERVICE_UNAVAILABLE', DATABASE_RETRY_AFTER_S);
  if (error.validation !== undefined) return new AppError(400, 'VALIDATION', fieldOf(error));
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  if (status === 400 && /JSON/i.test(`${error.code} ${error.message}`))
    return new AppError(400, 'INVALID_JSON');
  if (status >= 400 && status < 500) return new AppError(status, 'VALIDATION');
  return undefined;
}

export default fp(
  async (app) => {
    async function langOf(request: FastifyRequest): Promise<SiteLang> {
      if (request.site !== null) return request.site.lang;
      const site = await app.siteOfHost(request.hostname).catch(() => undefined);
      return site?.lang ?? 'ko';
    }

    app.decorate('sendFailure', async (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
      const code: ErrorCode = error.code;
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = errorMessage(code, await langOf(request), error.parts);
      const body: ApiFailure = {
        status: error.statusCode,
        data: null,
        error: { code, message: error.detail === undefined ? message : `${message} (${error.detail})` },
      };
      return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
    });

    app.setErrorHandler(async (error: FastifyError | DomainError, request, reply) => {
      const known = toAppError(error);
      if (known !== undefined) {
        if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return app.sendFailure(request, reply, known);
      }
      // Unexpected: log everything, tell the client nothing about it.
      request.log.error({ err: error }, 'unexpected error');
      return app.sendFailure(request, reply, new AppError(500, 'INTERNAL'));
    });
  },
  { name: 'error-handler', dependencies: ['repositories', 'site'] },
);
