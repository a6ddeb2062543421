import type { FuturesMarginRequest, FuturesMarginType } from '@bx/contracts';
import { toUnits } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { FuturesSetting } from '../../repositories/futures/futures-repository.js';
import type { FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { valueAccount } from './futures-account.js';
import {
  followed,
  held,
  markOf,
  ownPosition,
  readAccount,
  settingIn,
  type FuturesContext,
} from './futures-context.js';
import type { LockedAccounts } from './futures-fill.js';
import { initialMargin, maxNotionalAt, notional, type FuturesTerms } from './futures-math.js';
import { FuturesRefusal } from './futures-refusal.js';

/** A cross position's margin follows its leverage; an isolated one's may only rise (engine.md 1.10). */
async function releverage(
  ctx: FuturesContext,
  q: Queryable,
  accounts: LockedAccounts,
  position: FuturesPositionRow,
  terms: FuturesTerms,
  leverage: number,
): Promise<FuturesPositionRow> {
  const { repo, ledger } = ctx.deps;
  if (position.marginType === 'ISOLATED') {
    if (leverage < position.leverage) throw new FuturesRefusal('LEVERAGE_LOCKED_BY_POSITION');
    return repo.updatePosition(q, position.id, { ...position, leverage, bumpVersion: true });
  }
  const margin = initialMargin(position.entryCost * terms.scale, leverage);
  const delta = margin - position.margin;
  if (delta > 0n) {
    const { value } = await readAccount(ctx, position.userId, { q, balance: accounts.balance });
    if (delta > value.available) throw new FuturesRefusal('LEVERAGE_MARGIN_INSUFFICIENT');
  }
  if (delta !== 0n) {
    await ledger.bookSet(q, [
      {
        idempotencyKey: `futures:position:${position.id}:leverage:v${position.version}`,
        debitAccountId: delta > 0n ? accounts.user : accounts.escrow,
        creditAccountId: delta > 0n ? accounts.escrow : accounts.user,
        asset: 'USDT',
        amount: delta > 0n ? delta : -delta,
        code: 'FUTURES_LEVERAGE_MARGIN',
      },
    ]);
  }
  return repo.updatePosition(q, position.id, { ...position, leverage, margin, bumpVersion: true });
}

/** POST order/leverage (Binance's rules, engine.md 1.10) in the caller's transaction holding the account lock. */
export async function leverageIn(
  ctx: FuturesContext,
  q: Queryable,
  accounts: LockedAccounts,
  userId: number,
  terms: FuturesTerms,
  leverage: number,
): Promise<{ setting: FuturesSetting; changed: FuturesPositionRow | undefined }> {
  const { repo } = ctx.deps;
  const optionId = terms.id;
  const setting = { ...(await settingIn(ctx, q, userId, terms)), leverage };
  const position = await repo.openPositionFor(q, userId, optionId);
  // A copied position keeps the trader's leverage while the follow lasts.
  if (position !== undefined && (await followed(ctx, userId, q)).has(optionId)) {
    throw new FuturesRefusal('LEVERAGE_LOCKED_BY_COPY_ORDER');
  }
  const orders = await repo.openOrders({ userId, optionId }, q);
  const ordered = orders.reduce(
    (sum, row) => sum + (row.reduceOnly ? 0n : notional(terms, row.qty, row.price ?? row.stopPrice!)),
    0n,
  );
  const heldNotional = position === undefined ? 0n : notional(terms, position.qty, markOf(ctx, terms));
  if (heldNotional + ordered > maxNotionalAt(terms, leverage))
    throw new FuturesRefusal('MAX_QUANTITY_EXCEEDED');
  let changed: FuturesPositionRow | undefined;
  if (position !== undefined && position.leverage !== leverage) {
    changed = await releverage(ctx, q, accounts, position, terms, leverage);
  }
  await repo.saveSetting(q, userId, optionId, setting);
  return { setting, changed };
}

/** POST order/margin_type: only with no open order or position of the option (engine.md 1.11). */
export async function marginTypeIn(
  ctx: FuturesContext,
  q: Queryable,
  userId: number,
  terms: FuturesTerms,
  marginType: FuturesMarginType,
): Promise<FuturesSetting> {
  const { repo } = ctx.deps;
  const setting = await settingIn(ctx, q, userId, terms);
  if (setting.marginType === marginType) return setting;
  const position = await repo.openPositionFor(q, userId, terms.id);
  const orders = await repo.openOrders({ userId, optionId: terms.id }, q);
  if (position !== undefined || orders.length > 0) throw new FuturesRefusal('MARGIN_TYPE_LOCKED');
  const next = { ...setting, marginType };
  await repo.saveSetting(q, userId, terms.id, next);
  return next;
}

/** POST order/margin: adds USDT to an isolated position, or takes back what its initial margin does not need. */
export async function adjustMarginIn(
  ctx: FuturesContext,
  q: Queryable,
  accounts: LockedAccounts,
  userId: number,
  request: FuturesMarginRequest,
): Promise<FuturesPositionRow> {
  const position = await ownPosition(ctx, q, userId, request.futuresPositionId);
  if (position.marginType !== 'ISOLATED') throw new FuturesRefusal('ISOLATED_MARGIN_ONLY');
  const terms = held(ctx, position.optionId);
  let amount: bigint;
  try {
    amount = toUnits(request.amount, 6);
  } catch {
    throw new FuturesRefusal('MARGIN_AMOUNT_INVALID');
  }
  if (amount <= 0n) throw new FuturesRefusal('MARGIN_AMOUNT_INVALID');
  const add = request.type === 'ADD';
  if (!add) {
    const mark = markOf(ctx, terms);
    const pnl = valueAccount(
      { free: 0n, positions: [position], orders: [] },
      () => terms,
      () => mark,
    ).pnl;
    const needed = initialMargin(notional(terms, position.qty, mark), position.leverage);
    const removable = position.margin + (pnl < 0n ? pnl : 0n) - needed;
    if (amount > removable) throw new FuturesRefusal('INSUFFICIENT_ISOLATED_MARGIN');
  }
  await ctx.deps.ledger.bookSet(q, [
    {
      idempotencyKey: `futures:position:${position.id}:margin:v${position.version}`,
      debitAccountId: add ? accounts.user : accounts.escrow,
      creditAccountId: add ? accounts.escrow : accounts.user,
      asset: 'USDT',
      amount,
      code: add ? 'FUTURES_MARGIN_ADD' : 'FUTURES_MARGIN_REMOVE',
    },
  ]);
  return ctx.deps.repo.updatePosition(q, position.id, {
    ...position,
    margin: add ? position.margin + amount : position.margin - amount,
    bumpVersion: true,
  });
}
