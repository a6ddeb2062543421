import { randomBytes } from 'node:crypto';

/** A part of a multipart/form-data body: a text field, or a file with the name and type the client claims. */
export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** The body and content-type header of a form upload, as a browser sends one. */
export function multipartBody(parts: readonly Part[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----bx${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of each accepted kind, padded to `size` bytes. */
export const SAMPLES = {
  png: (size = 64) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 64) => pad([0xff, 0xd8, 0xff, 0xe0], size),
  webp: (size = 64) => pad([...Buffer.from('RIFF'), 0x20, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], size),
  pdf: (size = 64) => pad([...Buffer.from('%PDF-1.7\n')], size),
};

function pad(head: number[], size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(head).copy(bytes);
  return bytes;
}
