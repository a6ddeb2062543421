import { createHmac } from 'node:crypto';

import type { PaymentProviderCode } from '@bx/contracts';
import { SignJWT } from 'jose';

import type { Clock } from '../clock.js';

/** How long a provider page's token is good for. */
export const PROVIDER_TOKEN_TTL_MS = 5 * 60_000;

/**
 * Signs the short-lived token a provider's page carries, naming the player, the site and the provider. Its key
 * is derived from the server's secret for this use only, so it can never pass for an access token.
 */
export function createProviderTokens(options: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', options.secret).update('payment-provider-page').digest();
  return {
    async sign(claims: {
      userId: number;
      siteId: number;
      provider: PaymentProviderCode;
    }): Promise<{ token: string; expiresAt: number }> {
      const now = options.clock.now();
      const expiresAt = now + PROVIDER_TOKEN_TTL_MS;
      const token = await new SignJWT({ site: claims.siteId, prv: claims.provider })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setAudience(claims.provider)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
      return { token, expiresAt };
    },
  };
}

export type ProviderTokens = ReturnType<typeof createProviderTokens>;
