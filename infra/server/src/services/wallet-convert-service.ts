import { createHash, randomUUID } from 'node:crypto';

import { parseSiteFlags, WALLET_TYPES, type SiteInfo, type WalletType } from '@bx/contracts';

import type { Db } from '../db/db.js';
import { WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import type { Repositories } from '../repositories/repositories.js';
import { checkAmountLimit } from '../wallet/amount-limits.js';
import { requireMoneyMover } from '../wallet/money-mover.js';
import { walletAmount } from '../wallet/wallet-amount.js';
import { ConvertRefusal } from './convert-refusal.js';
import { CONVERTIBLE, type ConvertService } from './convert-service.js';

/** What a conversion moved, for the answer and the pushes: the two wallets, and whether it was a repeat. */
export interface WalletMove {
  userId: number;
  moved: [LedgerWallet, LedgerWallet];
  replayed: boolean;
}

/**
 * Moves between a player's own wallets (docs/dnw.md, "Conversions"): one for one between wallets of one currency,
 * at a quoted price between currencies, and coins bought and sold for won. Every refusal and its order are the
 * calls' (POST /api/dnw/convert, /api/dnw/{buy,sell}/apply, GET /api/dnw/exchange_rate); the routes only answer.
 */
export function createWalletConvertService(deps: { db: Db; repos: Repositories; convert: ConvertService }) {
  const { db, repos, convert } = deps;

  /** `point` of the wallet it leaves, in minor units, within the site's largest single request of its currency. */
  async function outgoingAmount(siteId: number, point: string, from: LedgerWallet): Promise<bigint> {
    const amount = walletAmount(point, from);
    await checkAmountLimit(repos, siteId, WALLET_ASSETS[from], 'withdraw', amount);
    return amount;
  }

  /**
   * Books the caller's quote, or, without one, a quote made for this request alone. Under an Idempotency-Key that
   * quote's id comes from the key, so a retry finds the quote it made, used, and books nothing again.
   */
  async function exchangeAt(
    userId: number,
    siteId: number,
    request: { from: LedgerWallet; to: LedgerWallet; point: bigint },
    quoteId: string | undefined,
    sent: string | undefined,
  ): Promise<{ replayed: boolean }> {
    const id = sent === undefined ? undefined : uuidOf(`convert:${userId}:${sent}`);
    const quoted =
      quoteId ??
      (await convert.quote({ userId, siteId }, request.from, request.to, request.point, id)).quoteId;
    return convert.convert({ userId }, quoted, request);
  }

  /** Wallets of one currency: one transfer, keyed by the Idempotency-Key when one was sent. */
  async function moveOneForOne(
    userId: number,
    binaryCurrency: string,
    move: { from: WalletType; to: WalletType; amount: bigint },
    sent: string | undefined,
  ) {
    const { from, to, amount } = move;
    // The BINARY wallet is in the site's binary currency.
    const currencyOf = (wallet: WalletType) => (wallet === 'BINARY' ? binaryCurrency : WALLET_ASSETS[wallet]);
    const asset = WALLET_ASSETS[from];
    if (asset !== WALLET_ASSETS[to] || currencyOf(from) !== asset || currencyOf(to) !== asset) {
      throw new ConvertRefusal('CONVERT_PAIR_UNSUPPORTED');
    }
    const key = sent === undefined ? `convert:${userId}:${randomUUID()}` : `convert:${userId}:${sent}`;
    return db.tx(async (q) =>
      repos.ledger.transfer(
        {
          idempotencyKey: key,
          debitAccountId: await repos.ledger.userAccountId(userId, from, q),
          creditAccountId: await repos.ledger.userAccountId(userId, to, q),
          asset,
          amount,
          code: 'WALLET_CONVERT',
        },
        q,
      ),
    );
  }

  return {
    /** POST /api/dnw/convert: `point` from one of the caller's wallets into another. */
    async convertWallets(
      caller: { userId: number },
      site: SiteInfo,
      body: { fromCoin: string; toCoin: string; point: string; quoteId?: string | undefined },
      sent: string | undefined,
    ): Promise<WalletMove> {
      const userId = (await requireMoneyMover(repos, caller.userId)).id;
      const from = walletOf(body.fromCoin);
      const to = walletOf(body.toCoin);
      if (from === to) throw new ConvertRefusal('CONVERT_SAME_WALLET');
      // The BINARY wallet exists only where the site offers binary trading, in the site's binary currency.
      if ((from === 'BINARY' || to === 'BINARY') && !parseSiteFlags(site.type).binary)
        throw new ConvertRefusal('NO_PERMISSION');
      const amount = await outgoingAmount(site.id, body.point, from);
      const exchange =
        CONVERTIBLE.includes(from) && CONVERTIBLE.includes(to) && WALLET_ASSETS[from] !== WALLET_ASSETS[to];
      const { replayed } = exchange
        ? await exchangeAt(userId, site.id, { from, to, point: amount }, body.quoteId, sent)
        : await moveOneForOne(userId, site.binaryCurrency, { from, to, amount }, sent);
      return { userId, moved: [from, to], replayed };
    },

    /** POST /api/dnw/{buy,sell}/apply: a coin of the site's buyCoins bought or sold for the caller's won. */
    async trade(
      side: 'buy' | 'sell',
      caller: { userId: number },
      site: SiteInfo,
      body: { coinName: string; point: string; quoteId?: string | undefined },
      sent: string | undefined,
    ): Promise<WalletMove> {
      const userId = (await requireMoneyMover(repos, caller.userId)).id;
      const coin = buyableOf(site.buyCoins, body.coinName);
      const [from, to]: [LedgerWallet, LedgerWallet] = side === 'buy' ? ['MONEY', coin] : [coin, 'MONEY'];
      const amount = await outgoingAmount(site.id, body.point, from);
      const { replayed } = await exchangeAt(
        userId,
        site.id,
        { from, to, point: amount },
        body.quoteId,
        sent === undefined ? undefined : `${side}:${sent}`,
      );
      return { userId, moved: [from, to], replayed };
    },

    /** GET /api/dnw/exchange_rate: a quote; won only against the coins the site sells. */
    async quote(
      caller: { userId: number; siteId: number },
      site: SiteInfo,
      query: { fromCoin: string; toCoin: string; point: string },
    ) {
      const from = query.fromCoin === 'MONEY' ? 'MONEY' : walletOf(query.fromCoin);
      const to = query.toCoin === 'MONEY' ? 'MONEY' : walletOf(query.toCoin);
      if (from === 'MONEY' && to !== 'MONEY') buyableOf(site.buyCoins, to);
      if (to === 'MONEY' && from !== 'MONEY') buyableOf(site.buyCoins, from);
      if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to))
        throw new ConvertRefusal('CONVERT_PAIR_UNSUPPORTED');
      return convert.quote(caller, from, to, await outgoingAmount(caller.siteId, query.point, from));
    },
  };
}

export type WalletConvertService = ReturnType<typeof createWalletConvertService>;

/** A coin of the site's buyCoins list (comma-separated), the only ones bought and sold for won. */
function buyableOf(buyCoins: string, name: string): WalletType {
  const coin = walletOf(name);
  if (!buyCoins.split(',').includes(coin)) throw new ConvertRefusal('COIN_UNSUPPORTED');
  return coin;
}

function walletOf(name: string): WalletType {
  if (!(WALLET_TYPES as readonly string[]).includes(name)) throw new ConvertRefusal('WALLET_UNSUPPORTED');
  return name as WalletType;
}

/** A UUID from a text, the same for the same text (the first 128 bits of its SHA-256, as a v4-shaped UUID). */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
