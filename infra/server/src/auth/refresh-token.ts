import { createHash, randomBytes } from 'node:crypto';

/** Only the hash is stored: a database leak gives no usable refresh tokens. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}
