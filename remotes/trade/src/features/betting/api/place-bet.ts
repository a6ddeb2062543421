import type { Bet, BetRequest } from '@bx/contracts';
import { apiRequest, serverMutation, type RunOptions, type ServerMutation } from '@bx/platform';
import { useCallback, useRef } from 'react';

/**
 * POST /api/trade/history/betting. The Idempotency-Key makes a retried request (a timeout, a double tap)
 * book the bet once: the server answers a repeated key with the bet it already booked.
 */
export function placeBet(bet: BetRequest, idempotencyKey: string): Promise<Bet> {
  return apiRequest<Bet>('post', 'trade/history/betting', {
    json: bet,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** A fresh key; randomUUID needs a secure context, so a plain-http test device gets random bytes instead. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const signatureOf = (bet: BetRequest) => `${bet.tradeRoundId}:${bet.type}:${bet.point}`;

/** Nothing to mark stale here: the BET_PLACED push marks the player's lists of the option stale. */
const useKeyedBetMutation = serverMutation({
  mutationFn: ({ bet, idempotencyKey }: { bet: BetRequest; idempotencyKey: string }) =>
    placeBet(bet, idempotencyKey),
});

/**
 * Sends bets with a fresh key per submission, and the same key again when the same submission (round,
 * side, stake) is retried after a failure; a booked bet retires its key.
 */
export function usePlaceBetMutation(): ServerMutation<BetRequest, Bet> {
  const keyed = useKeyedBetMutation();
  const pending = useRef<{ signature: string; key: string } | null>(null);
  const { run: runKeyed } = keyed;
  const run = useCallback(
    async (bet: BetRequest, options?: RunOptions): Promise<Bet | null> => {
      const signature = signatureOf(bet);
      if (pending.current?.signature !== signature) pending.current = { signature, key: newKey() };
      const placed = await runKeyed({ bet, idempotencyKey: pending.current.key }, options);
      if (placed !== null) pending.current = null;
      return placed;
    },
    [runKeyed],
  );
  return { ...keyed, run, running: keyed.running?.bet };
}
