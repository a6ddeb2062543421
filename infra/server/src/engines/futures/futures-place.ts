import type { Queryable } from '../../db/db.js';
import type { FuturesOrderRow } from '../../repositories/futures/futures-rows.js';
import type { OrderClaim } from '../order-claim.js';
import type { Change } from './futures-after.js';
import type { FuturesBatchState } from './futures-batch.js';
import {
  accountOf,
  defaultSetting,
  followed,
  lock,
  readAccount,
  settingIn,
  type FuturesContext,
} from './futures-context.js';
import type { CopyPlacement } from './futures-copy.js';
import { fillIn } from './futures-fill-in.js';
import type { FuturesIntake } from './futures-intake.js';
import type { FuturesTerms } from './futures-math.js';
import { checkPlacing, newOrder } from './futures-order-check.js';

/** A player's new order waiting for its batch (group commit). */
export interface Placing {
  userId: number;
  terms: FuturesTerms;
  intake: FuturesIntake;
  copy?: CopyPlacement;
  claim?: OrderClaim;
}

export interface Placed {
  order: FuturesOrderRow;
  changes: Change[];
}

/**
 * A new order in the caller's transaction, which holds the player's account lock (a batch's or the order's own):
 * checked against the position and the balance, then filled at once or left resting. `state`: what the batch read
 * for the player's first order of it (undefined: read here, under the lock). A copy is sized by its `size` under
 * the lock and books its record with the fill.
 */
export async function placeIn(
  ctx: FuturesContext,
  q: Queryable,
  placing: Placing,
  state: FuturesBatchState | undefined,
): Promise<Placed> {
  const { userId, terms, copy, claim } = placing;
  const { repo, ledger, clock } = ctx.deps;
  const accounts = state?.accounts ?? (await lock(ctx, q, userId));
  const setting = state
    ? (state.settings.get(terms.id) ?? defaultSetting(terms))
    : await settingIn(ctx, q, userId, terms);
  const position = state
    ? state.positions.find((row) => row.optionId === terms.id)
    : await repo.openPositionFor(q, userId, terms.id);
  const follows = state?.followed ?? (await followed(ctx, userId, q));
  const checked = await checkPlacing(ctx, placing, {
    setting,
    position,
    follows,
    account: async () =>
      state
        ? accountOf(ctx, accounts.balance, state.positions, state.orders)
        : await readAccount(ctx, userId, { q, balance: accounts.balance }),
  });
  const { marketable, cost, last } = checked;
  const order = await repo.insertOrder(q, {
    ...newOrder(placing, checked, setting, clock.now()),
    status: 'OPEN',
  });
  await claim?.(q, order.id);
  if (marketable) {
    const filled = await fillIn(
      ctx,
      q,
      accounts,
      { order, terms, price: last, reason: 'MANUAL' },
      { position, setting },
    );
    await copy?.record(q, filled.order);
    return filled;
  }
  if (cost > 0n) {
    await ledger.bookSet(q, [
      {
        idempotencyKey: `futures:order:${order.id}:hold-order`,
        debitAccountId: accounts.user,
        creditAccountId: accounts.escrow,
        asset: 'USDT',
        amount: cost,
        code: 'FUTURES_ORDER_HOLD',
      },
    ]);
  }
  return { order, changes: [{ order, type: 'ORDER_SUCCESS' }] };
}
