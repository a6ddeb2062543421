import { ASSET_SCALES, WALLET_ASSETS, WALLET_TYPES, type LedgerWallet } from '@bx/contracts';
import type { AdminMessageCode } from '../../../shared/admin-text';

/** The wallets a bonus may go to or come from: the player's won money, then the trading and coin wallets. */
export const ADJUST_WALLETS: readonly LedgerWallet[] = ['MONEY', ...WALLET_TYPES];

/** The server's longest reason. */
export const REASON_MAX = 200;

export interface AdjustForm {
  walletType: LedgerWallet;
  point: string;
  reason: string;
}

/** An amount as typed ("1,000", " 0.5 ") as the server takes it ("1000", "0.5"). */
export function amountOf(text: string): string {
  return text.replace(/[\s,]/g, '');
}

/**
 * What is wrong with an amount of a wallet, as the server would refuse it: nothing, not a positive decimal, or
 * more decimals than the wallet's currency has (won has none).
 */
export function amountProblem(text: string, walletType: LedgerWallet): AdminMessageCode | null {
  const amount = amountOf(text);
  if (amount === '') return 'OPS_AMOUNT_REQUIRED';
  if (!/^\d{1,20}(\.\d{1,20})?$/.test(amount) || !/[1-9]/.test(amount)) return 'OPS_AMOUNT_INVALID';
  const decimals = amount.split('.')[1]?.length ?? 0;
  if (decimals > ASSET_SCALES[WALLET_ASSETS[walletType]]) return 'OPS_AMOUNT_TOO_PRECISE';
  return null;
}

/** The reason, trimmed, 1 to 200 characters. */
export function reasonProblem(text: string): AdminMessageCode | null {
  const reason = text.trim();
  if (reason === '') return 'OPS_REASON_REQUIRED';
  if (reason.length > REASON_MAX) return 'OPS_REASON_TOO_LONG';
  return null;
}

/** Each field's problem (none when the form may be sent). */
export function adjustProblems(form: AdjustForm): Partial<Record<'point' | 'reason', AdminMessageCode>> {
  const point = amountProblem(form.point, form.walletType);
  const reason = reasonProblem(form.reason);
  return { ...(point ? { point } : {}), ...(reason ? { reason } : {}) };
}

/** A fresh Idempotency-Key (visible ASCII, as the server takes it); crypto.randomUUID needs a secure origin. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `adjust-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `adjust-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
