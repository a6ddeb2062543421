import type { LedgerAudit, PlayerLedgerWallet } from '@bx/contracts';

/** The assets whose accounts do not sum to zero: money created or lost somewhere. */
export function unbalancedAssets(audit: LedgerAudit): string[] {
  return audit.totals.filter((total) => !/^-?0+(\.0+)?$/.test(total.total)).map((total) => total.asset);
}

/** Whether the ledger is sound: every asset sums to zero and no account drifted from its transfers. */
export function isSound(audit: LedgerAudit): boolean {
  return unbalancedAssets(audit).length === 0 && audit.drifted.length === 0;
}

/** A player's wallets whose balance is not what their transfers add up to. */
export function driftedWallets(wallets: readonly PlayerLedgerWallet[]): PlayerLedgerWallet[] {
  return wallets.filter((wallet) => wallet.cached !== wallet.rebuilt);
}
