import type { DnwHistory } from './dnw.js';
import type { DecimalString } from './user.js';

/** What an uploaded file is for (POST /api/file, multipart field `purpose`): a payment receipt or an ID image. */
export const FILE_PURPOSES = ['RECEIPT', 'ID'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The kinds of file the server keeps, told by their first bytes (never by the client's content type). */
export const UPLOAD_MIMES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type UploadMime = (typeof UPLOAD_MIMES)[number];

/** The largest file POST /api/file accepts, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/file answers the stored file; GET /api/file/{id} serves its bytes to its owner and the site's operators. */
export interface UploadedFile {
  id: string;
  mime: UploadMime;
  size: number;
  purpose: FilePurpose;
}

/** The payment providers a P2P site offers (docs/dnw.md, "P2P and payment providers"). */
export const PAYMENT_PROVIDERS = ['paykiwoom', 'bitdex', 'dh-safety'] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/dnw/p2p/providers: a provider by its code and name, and the page a player opens to pay through it. */
export interface P2pProvider {
  code: PaymentProviderCode;
  name: string;
  /** The provider's page for this player, carrying a short-lived signed token (as GET /api/dnw/p2p/url answers). */
  url: string;
}

/** GET /api/dnw/p2p/url {provider}, GET /api/bitdex/coin_charge_url: the page and when its token stops working. */
export interface ProviderUrl {
  provider: PaymentProviderCode;
  url: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** What `detailJson` of POST /api/dnw/p2p carries (a JSON string of at most 2,000 characters). */
export interface P2pDetail {
  provider: PaymentProviderCode;
  /** A receipt uploaded through POST /api/file by the same player. */
  fileId?: string;
  /** The wallet credited on approval; MONEY (won) when absent. */
  walletType?: string;
}

/** POST /api/dnw/p2p: a P2P buy of `point` won through a provider, waiting for an operator (a WB row). */
export interface P2pBuyRequest {
  name: string;
  phone: string;
  point: DecimalString | number;
  detailJson: string;
}

/** A P2P or provider request: its dnw_history row and what was asked. */
export interface P2pHistory extends DnwHistory {
  provider: PaymentProviderCode;
  /** The payer's name and phone of a P2P buy; null for the providers' coin calls. */
  name: string | null;
  phone: string | null;
  /** The won paid for a buy; null for a sell. */
  won: DecimalString | null;
  detail: Omit<P2pDetail, 'provider'>;
}

/** GET /api/paykiwoom/chk_coin, GET /api/bitdex/chk_coin: whether the caller is registered and the coin service is up. */
export interface ProviderCoinStatus {
  provider: PaymentProviderCode;
  registered: boolean;
  /** What the player registered with (POST /api/paykiwoom/signup {value}); null when not registered. */
  value: string | null;
  coinAvailable: boolean;
}

/** POST /api/{paykiwoom,bitdex}/sendCoin, POST /api/dh-safety/signup: buys coins (or won) for `won`. */
export interface ProviderBuyRequest {
  walletType: string;
  won: DecimalString | number;
}

/** POST /api/bitdex/sellCoin: sells `point` of the wallet through the provider. */
export interface ProviderSellRequest {
  walletType: string;
  point: DecimalString;
}

/** POST /api/payments/sandbox/confirm: the sandbox provider's callback, DONE (delivered or paid) or FAILED. */
export interface PaymentConfirmRequest {
  dnwHistoryId: number;
  outcome: 'DONE' | 'FAILED';
}
