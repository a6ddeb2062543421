export const WALLET_TYPES = ['FUTURES', 'BINARY', 'USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

export type UserStatus = 'NORMAL' | 'WAIT' | 'DENY';
export type UserRole = 'PLAYER' | 'TRADER' | 'PARTNER' | 'ADMIN';

/** The roles that play: they trade, bet, chat, apply for deposits and move their own money. */
export const PLAYING_ROLES: readonly UserRole[] = ['PLAYER', 'TRADER'];

/** Whether a user of this role plays (a player or a trader); partners and operators do not. */
export function isPlayingRole(role: string): boolean {
  return (PLAYING_ROLES as readonly string[]).includes(role);
}

/**
 * Amounts cross the wire as decimal strings in the asset's own scale ("1234.5"), never as floats,
 * so nothing is lost between the ledger and the screen.
 */
export type DecimalString = string;

export interface Wallet {
  point: DecimalString;
  gameWaitPoint: DecimalString;
  realPoint: DecimalString;
  losscut: DecimalString;
  pnl: DecimalString;
  currency: string;
}

export type WalletMap = Record<WalletType, Wallet>;

export interface UserEtc {
  blockDevice?: string;
}

/** The account a player's withdrawals are paid to, as given at sign-up. */
export interface BankInfo {
  /** The bank's name as the site's bank list has it. */
  bank: string;
  /** Digits and dashes. */
  account: string;
  holder: string;
}

export interface Me {
  id: number;
  siteInfoId: number;
  username: string;
  name: string;
  nick: string;
  phone: string;
  email: string;
  status: UserStatus;
  role: UserRole;
  etcJson: UserEtc;
  /** Null when the player gave no bank account. */
  bankInfo: BankInfo | null;
  /** The player's KRW money. */
  money: DecimalString;
  wallet: WalletMap;
}

export interface MyWallet {
  money: DecimalString;
  wallet: WalletMap;
}

export interface PartnerSummary {
  id: number;
  code: string;
  name: string;
}
