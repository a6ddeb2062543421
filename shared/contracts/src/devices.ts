/** etcJson.blockDevice names the devices an account may not use: MOBILE, PC or ALL. */
export const BLOCK_DEVICES = ['MOBILE', 'PC', 'ALL'] as const;
export type BlockDevice = (typeof BLOCK_DEVICES)[number];

/** Whether a client with this User-Agent is one of the blocked devices; decided the same way on both sides. */
export function isBlockedDevice(blockDevice: string | undefined, userAgent: string): boolean {
  const blocked = blockDevice?.toUpperCase();
  if (!blocked) return false;
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
  return blocked === 'ALL' || (blocked === 'MOBILE' && mobile) || (blocked === 'PC' && !mobile);
}

/** An operator's view of a player's access: POST /api/admin/player/access answers it. */
export interface PlayerAccess {
  playerId: number;
  status: 'NORMAL' | 'WAIT' | 'DENY';
  /** '' when no device is blocked. */
  blockDevice: string;
}
