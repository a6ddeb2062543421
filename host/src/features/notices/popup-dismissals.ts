/**
 * The popups a player chose not to see again today, in local storage: one key per player and popup holding the
 * local day it was hidden on, so the popup returns the next day and another player on the same browser still
 * sees it.
 */
const keyOf = (userId: number, popupId: number) => `bx:popup-hidden:${userId}:${popupId}`;

/** The player's calendar day (local time), e.g. 2026-11-23: "today" ends at the player's midnight. */
function localDay(now: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isHiddenToday(userId: number, popupId: number, now = new Date()): boolean {
  try {
    const hiddenOn = localStorage.getItem(keyOf(userId, popupId));
    // A mark from an earlier day has done its work; dropping it keeps old popups from piling up.
    if (hiddenOn !== null && hiddenOn !== localDay(now)) localStorage.removeItem(keyOf(userId, popupId));
    return hiddenOn === localDay(now);
  } catch {
    return false;
  }
}

export function hideForToday(userId: number, popupId: number, now = new Date()): void {
  try {
    localStorage.setItem(keyOf(userId, popupId), localDay(now));
  } catch {
    // Storage refused (full, or private mode): the popup simply shows again on the next visit.
  }
}
