import type { ClientMessageCode, UserStatus } from '@bx/contracts';

export const PLAYER_STATUS_LABELS: Record<UserStatus, ClientMessageCode> = {
  NORMAL: 'ADM_PLAYER_STATUS_NORMAL',
  WAIT: 'ADM_PLAYER_STATUS_WAIT',
  DENY: 'ADM_PLAYER_STATUS_DENY',
};

/** A keyword as the list takes it: trimmed, at most 50 characters (the server's limit); empty lists everyone. */
export function searchKeyword(text: string): string {
  return text.trim().slice(0, 50);
}

/** The access the row's block button asks for: a blocked player is let back in, anyone else blocked. */
export function nextAccess(status: UserStatus): 'NORMAL' | 'DENY' {
  return status === 'DENY' ? 'NORMAL' : 'DENY';
}
