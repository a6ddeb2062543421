/** etcJson.blockDevice names the devices an account may not use: MOBILE, PC or ALL. */
export function isBlockedDevice(blockDevice: string | undefined, userAgent: string): boolean {
  const blocked = blockDevice?.toUpperCase();
  if (!blocked) return false;
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
  return blocked === 'ALL' || (blocked === 'MOBILE' && mobile) || (blocked === 'PC' && !mobile);
}
