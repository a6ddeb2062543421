import { ASSET_SCALES, WALLET_ASSETS, WALLET_TYPES, type Asset, type LedgerWallet } from '@bx/contracts';
import type { AdminMessageCode } from '../../../shared/admin-text';

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The wallets a coupon may pay into, and the currencies a player may pick a wallet of. */
export const COUPON_WALLETS: readonly LedgerWallet[] = ['MONEY', ...WALLET_TYPES];
export const COUPON_CURRENCIES: readonly Asset[] = ['KRW', 'USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'];

export interface CouponForm {
  promoCode: string;
  /** A wallet the bonus lands in, or a currency whose wallet the player picks when using the code. */
  target: { walletType: LedgerWallet } | { currency: Asset };
  point: string;
  maxUses: string;
  /** A datetime-local value, read as Seoul wall time. */
  expiresAt: string;
}

export interface CouponRequest {
  promoCode: string;
  walletType?: LedgerWallet;
  currency?: Asset;
  point: string;
  maxUses: number;
  expiresAt: number;
}

export type CouponProblems = Partial<
  Record<'promoCode' | 'point' | 'maxUses' | 'expiresAt', AdminMessageCode>
>;

/** "2026-11-24T06:04": an instant as a datetime-local field shows it in Seoul wall time. */
export function seoulInputValue(epochMs: number): string {
  return new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value ("2026-11-24T06:04", seconds optional) read as Seoul wall time; null if not a time. */
export function seoulInputEpoch(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Date.UTC rolls 2026-02-30 over to March: such a value is not a day of the calendar.
  if (seoulInputValue(utc - SEOUL_OFFSET_MS) !== value.trim().slice(0, 16)) return null;
  return utc - SEOUL_OFFSET_MS;
}

/** The currency a coupon pays in. */
export function couponAsset(target: CouponForm['target']): Asset {
  return 'walletType' in target ? WALLET_ASSETS[target.walletType] : target.currency;
}

/**
 * The form as POST /api/admin/coupon takes it, or each field's problem: a code of 3-40 letters, digits, - and _
 * (kept upper-case), a positive amount with the currency's decimals at most, 1 to 1,000,000 uses and an expiry
 * after `now`.
 */
export function couponRequest(
  form: CouponForm,
  now: number,
): { request: CouponRequest | null; problems: CouponProblems } {
  const problems: CouponProblems = {};
  const promoCode = form.promoCode.trim().toUpperCase();
  if (!/^[0-9A-Z_-]{3,40}$/.test(promoCode)) problems.promoCode = 'OPS_PROMO_INVALID';
  const point = form.point.replace(/[\s,]/g, '');
  if (point === '') problems.point = 'OPS_AMOUNT_REQUIRED';
  else if (!/^\d{1,20}(\.\d{1,20})?$/.test(point) || !/[1-9]/.test(point))
    problems.point = 'OPS_AMOUNT_INVALID';
  else if ((point.split('.')[1]?.length ?? 0) > ASSET_SCALES[couponAsset(form.target)])
    problems.point = 'OPS_AMOUNT_TOO_PRECISE';
  const uses = form.maxUses.replace(/[\s,]/g, '');
  if (!/^\d{1,7}$/.test(uses) || Number(uses) < 1 || Number(uses) > 1_000_000)
    problems.maxUses = 'OPS_USES_INVALID';
  const expiresAt = seoulInputEpoch(form.expiresAt);
  if (expiresAt === null) problems.expiresAt = 'OPS_EXPIRY_INVALID';
  else if (expiresAt <= now) problems.expiresAt = 'OPS_EXPIRY_PAST';
  if (Object.keys(problems).length > 0) return { request: null, problems };
  return {
    request: { promoCode, ...form.target, point, maxUses: Number(uses), expiresAt: expiresAt! },
    problems,
  };
}

/** A coupon's state in the list: usable, used up, or past its expiry. */
export function couponState(
  coupon: { uses: number; maxUses: number; expiresAt: number },
  now: number,
): 'LIVE' | 'USED_UP' | 'EXPIRED' {
  if (coupon.expiresAt <= now) return 'EXPIRED';
  return coupon.uses >= coupon.maxUses ? 'USED_UP' : 'LIVE';
}
