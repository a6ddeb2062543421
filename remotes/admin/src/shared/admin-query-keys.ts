/**
 * Every query key of the ops console. A decision, an access change or a registry change invalidates the root
 * of the lists it changes; anything an operator does is an audit entry, so every change invalidates `audit` too.
 */
export const adminKeys = {
  all: ['admin'] as const,
  remotes: ['admin', 'remotes'] as const,
  dnwAll: ['admin', 'dnw'] as const,
  dnw: (scope: 'waiting' | 'decided') => [...adminKeys.dnwAll, scope] as const,
  playersAll: ['admin', 'players'] as const,
  players: (keyword: string) => [...adminKeys.playersAll, keyword] as const,
  audit: ['admin', 'audit'] as const,
  ledgerAudit: ['admin', 'ledger'] as const,
  playerLedger: (playerId: number) => ['admin', 'ledger', playerId] as const,
};
