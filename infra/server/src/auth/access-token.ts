import { errors, jwtVerify, SignJWT } from 'jose';

import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';

export interface AccessClaims {
  userId: number;
  siteId: number;
  /** The refresh-token family the session belongs to, so a password change can keep the caller's own. */
  familyId: string;
}

/** A verified token's claims and when it stops being valid (ms), so a socket can end with it. */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

const ALGORITHM = 'HS256';
/** Tokens verified recently; the oldest give way beyond this, so rotating tokens cannot grow it. */
const MAX_REMEMBERED = 20_000;

export function createAccessTokens(options: { secret: string; ttlSeconds: number; clock: Clock }) {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor(options.clock.now() / 1000);
  // A token is immutable and its signature was checked once: every later call only needs its expiry (a
  // WebCrypto HMAC per call was a tenth of a bet's CPU). Ended sessions are the session guard's to refuse.
  const remembered = new Map<string, VerifiedAccess>();

  async function verifySignature(token: string): Promise<VerifiedAccess> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        currentDate: new Date(options.clock.now()),
      });
      const userId = Number(payload.sub);
      const { site, fam, exp } = payload;
      if (
        !Number.isSafeInteger(userId) ||
        typeof site !== 'number' ||
        typeof fam !== 'string' ||
        typeof exp !== 'number'
      ) {
        throw new AppError(401, 'TOKEN_INVALID');
      }
      return { userId, siteId: site, familyId: fam, expiresAt: exp * 1000 };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED');
      throw new AppError(401, 'TOKEN_INVALID');
    }
  }

  return {
    ttlSeconds: options.ttlSeconds,

    sign(claims: AccessClaims): Promise<string> {
      const issuedAt = nowSeconds();
      return new SignJWT({ site: claims.siteId, fam: claims.familyId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(claims.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },

    /** Throws AppError TOKEN_EXPIRED or TOKEN_INVALID (401). */
    async verify(token: string): Promise<VerifiedAccess> {
      const known = remembered.get(token);
      if (known !== undefined) {
        // jose refuses a token at its exp second (exp <= now): the same edge here.
        if (known.expiresAt > nowSeconds() * 1000) return known;
        remembered.delete(token);
        throw new AppError(401, 'TOKEN_EXPIRED');
      }
      const verified = await verifySignature(token);
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, verified);
      return verified;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
