import type { NewFuturesPosition } from '../../repositories/futures/futures-repository.js';
import type { FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { transferBatch } from '../../repositories/ledger/transfer-batch.js';
import type { TransferInput } from '../../repositories/ledger/transfers.js';
import { openedPosition } from '../order-core/opened-position.js';
import { sideOf } from './futures-account.js';
import type { FuturesFill, LockedAccounts } from './futures-fill.js';
import { initialMargin, notional, takerFee, unrealizedPnl } from './futures-math.js';

/** What a fill does to the player's position: at most a close or an update, then at most an opening. */
export type PositionStep =
  | { close: { id: number; at: number; price: number; realizedPnl: bigint; reason: FuturesFill['reason'] } }
  | {
      update: {
        id: number;
        next: Pick<
          FuturesPositionRow,
          'qty' | 'entryCost' | 'margin' | 'leverage' | 'realizedPnl' | 'fundingFee'
        >;
      };
    }
  | { insert: NewFuturesPosition };

/** A fill decided, not yet written: its ledger set, its position steps and how its order ends. */
export interface FillPlan {
  transfers: TransferInput[];
  steps: PositionStep[];
  fee: bigint;
  liquidationFee: bigint;
  realized: bigint | null;
}

/** `part` of `whole`'s share of an amount (the whole amount for the whole size, so nothing is left over). */
const share = (amount: bigint, part: bigint, whole: bigint) =>
  part === whole ? amount : (amount * part) / whole;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Decides one fill against the player's net position (one-way mode), with no database (docs/futures.md "Money"):
 * the order's hold is released; quantity against the position closes (its margin share released, the profit paid
 * house -> player or the loss player -> house up to what the player has, the taker fee); quantity beyond it opens
 * or adds (initial margin held player -> escrow, taker fee), unless the order is reduce-only. Keys name the order,
 * so a fill booked twice moves money once. Both the one-call path (`bookFuturesFill`) and a batch's in-memory
 * market orders (futures-quick.ts) write what this decides, so their money math is one.
 */
export function planFill(accounts: LockedAccounts, fill: FuturesFill): FillPlan {
  const { order, terms, price, now } = fill;
  const { transfers, move } = transferBatch(`futures:order:${order.id}`, 'USDT');
  const { user, escrow, house } = accounts;
  let available = accounts.balance;
  move('release-order', escrow, user, order.margin, 'FUTURES_ORDER_RELEASE');
  available += order.margin;

  const steps: PositionStep[] = [];
  const side = order.tradeType === 'B' ? 'LONG' : 'SHORT';
  let remaining = order.qty;
  let fee = 0n;
  let liquidationFee = 0n;
  let realized: bigint | null = null;
  let position = fill.position;
  if (position !== undefined && position.side !== side) {
    const closing = remaining < position.qty ? remaining : position.qty;
    const cost = share(position.entryCost, closing, position.qty);
    const margin = share(position.margin, closing, position.qty);
    let pnl = unrealizedPnl(terms, sideOf(position), closing, cost, price);
    move('release-position', escrow, user, margin, 'FUTURES_MARGIN_RELEASE');
    available += margin;
    // What the close may take: the player's wallet, or only the position's own margin when an isolated one is
    // liquidated (the rest of the wallet is not at stake).
    let budget = fill.reason === 'LIQUIDATION' && position.marginType === 'ISOLATED' ? margin : available;
    if (pnl > 0n) move('profit', house, user, pnl, 'FUTURES_PROFIT');
    if (pnl < 0n) {
      // A gap past the liquidation price can lose more than there is: the house carries the rest.
      const loss = min(-pnl, budget);
      move('loss', user, house, loss, 'FUTURES_LOSS');
      pnl = -loss;
    }
    budget += pnl;
    const closeFee = min(takerFee(terms, closing, price), budget);
    budget -= closeFee;
    fee += closeFee;
    liquidationFee = min(fill.liquidationFee ?? 0n, budget);
    move('liquidation-fee', user, house, liquidationFee, 'FUTURES_LIQUIDATION_FEE');
    realized = pnl;
    const realizedPnl = position.realizedPnl + pnl;
    if (closing === position.qty) {
      steps.push({ close: { id: position.id, at: now, price, realizedPnl, reason: fill.reason } });
      position = undefined;
    } else {
      steps.push({
        update: {
          id: position.id,
          next: {
            ...position,
            qty: position.qty - closing,
            entryCost: position.entryCost - cost,
            margin: position.margin - margin,
            realizedPnl,
          },
        },
      });
    }
    remaining -= closing;
  }
  if (remaining > 0n && !order.reduceOnly) {
    const leverage = position?.leverage ?? fill.leverage;
    const margin = initialMargin(notional(terms, remaining, price), leverage);
    move('hold', user, escrow, margin, 'FUTURES_MARGIN_HOLD');
    fee += takerFee(terms, remaining, price);
    const cost = BigInt(price) * remaining;
    steps.push(
      position === undefined
        ? {
            insert: {
              ...openedPosition(order, { side, qty: remaining, entryCost: cost, margin }, now),
              leverage,
              marginType: fill.marginType,
            },
          }
        : {
            update: {
              id: position.id,
              next: {
                ...position,
                qty: position.qty + remaining,
                entryCost: position.entryCost + cost,
                margin: position.margin + margin,
              },
            },
          },
    );
  }
  move('fee', user, house, fee, 'FUTURES_FEE');
  return { transfers, steps, fee, liquidationFee, realized };
}

/** What the plan's ledger set moves in or out of the player's wallet (the ledger refuses it below zero). */
export function walletDelta(plan: FillPlan, user: number): bigint {
  let delta = 0n;
  for (const t of plan.transfers) {
    if (t.creditAccountId === user) delta += t.amount;
    if (t.debitAccountId === user) delta -= t.amount;
  }
  return delta;
}
