import { FILE_PURPOSES, UPLOAD_MAX_BYTES, type FilePurpose } from '@bx/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../../errors/app-error.js';
import { callerOf } from '../../../plugins/auth.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { FileId, UploadedFileSchema } from '../../../schemas/p2p.js';

/** Multipart's refusals of more parts than one file and its purpose (its error codes). */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const isPurpose = (value: unknown): value is FilePurpose => FILE_PURPOSES.some((p) => p === value);

/**
 * Receipts and ID images (docs/dnw.md, "P2P and payment providers"): POST /file (multipart: one file in the field
 * `file`, an optional `purpose` RECEIPT or ID) and GET /file/{id}, the bytes for their owner and the site's operators.
 */
const file: FastifyPluginAsyncTypebox = async (app) => {
  // Only here: every other route keeps refusing multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 1,
      parts: 2,
      fieldNameSize: 16,
      fieldSize: 16,
      headerPairs: 20,
    },
  });

  app.post(
    '/file',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(UploadedFileSchema) } },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      let bytes: Buffer | undefined;
      let purpose: FilePurpose = 'RECEIPT';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const read = await part.toBuffer();
            if (part.fieldname !== 'file') throw new AppError(400, 'VALIDATION', 'body.file');
            bytes = read;
          } else if (part.fieldname !== 'purpose' || !isPurpose(part.value)) {
            throw new AppError(400, 'VALIDATION', 'body.purpose');
          } else {
            purpose = part.value;
          }
        }
      } catch (error) {
        const code = String((error as { code?: unknown }).code);
        // A file beyond the limit is refused, never kept cut short.
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE');
        if (TOO_MANY_PARTS.has(code)) throw new AppError(400, 'VALIDATION', 'body: one file and its purpose');
        throw error;
      }
      if (bytes === undefined || bytes.length === 0) throw new AppError(400, 'FILE_REQUIRED');
      return ok(await app.uploads.upload(callerOf(request), { bytes, purpose }));
    },
  );

  app.get(
    '/file/:id',
    {
      schema: { querystring: SiteQuery(), params: Type.Object({ id: FileId }) },
    },
    async (request, reply) => {
      const { mime, bytes } = await app.uploads.download(callerOf(request), request.params.id);
      const disposition =
        mime === 'application/pdf' ? `attachment; filename="${request.params.id}.pdf"` : 'inline';
      return reply
        .header('content-type', mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-cache')
        .send(bytes);
    },
  );
};

export default file;
