import type { UserStatus } from '@bx/contracts';
import type { AdminMessageCode } from '../admin-text';

export const PLAYER_STATUS_LABELS: Record<UserStatus, AdminMessageCode> = {
  NORMAL: 'ADM_PLAYER_STATUS_NORMAL',
  WAIT: 'ADM_PLAYER_STATUS_WAIT',
  DENY: 'ADM_PLAYER_STATUS_DENY',
};

/** The access the block button asks for: a blocked player is let back in, anyone else blocked. */
export function nextAccess(status: UserStatus): 'NORMAL' | 'DENY' {
  return status === 'DENY' ? 'NORMAL' : 'DENY';
}
