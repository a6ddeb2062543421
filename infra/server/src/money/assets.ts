import { ASSET_SCALES, WALLET_ASSETS, type Asset, type LedgerWallet } from '@bx/contracts';

// One table for the client and the server: @bx/contracts (assets.ts).
export { ASSET_SCALES, WALLET_ASSETS, type Asset, type LedgerWallet };

export const LEDGER_WALLETS = Object.keys(WALLET_ASSETS) as LedgerWallet[];
