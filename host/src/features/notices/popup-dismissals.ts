/**
 * The popups a player chose not to see again today, in local storage: one key per player and popup holding the
 * local day it was hidden on, so the popup returns the next day and another player on the same browser still
 * sees it. Those merely closed stay closed for the browser session (below).
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

/**
 * A popup as it reads now: its id and a digest of its title and HTML, so a popup an operator rewrites is a new
 * one to the players who closed the old.
 */
export function popupVersion(popup: { id: number; title: string; html: string }): string {
  let hash = 0x811c9dc5;
  for (const char of `${popup.title}\u0000${popup.html}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return `${popup.id}.${hash.toString(36)}`;
}

/** Popups closed ("닫기") in this browser session: not again on a reload, again on the next visit or version. */
const closedKeyOf = (userId: number, popupId: number) => `bx:popup-closed:${userId}:${popupId}`;

export function isClosedThisSession(
  userId: number,
  popup: { id: number; title: string; html: string },
): boolean {
  try {
    return sessionStorage.getItem(closedKeyOf(userId, popup.id)) === popupVersion(popup);
  } catch {
    return false;
  }
}

export function closeForSession(userId: number, popup: { id: number; title: string; html: string }): void {
  try {
    sessionStorage.setItem(closedKeyOf(userId, popup.id), popupVersion(popup));
  } catch {
    // Storage refused: the popup shows again on the next load, as it would have.
  }
}
