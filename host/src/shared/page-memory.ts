import { routeOfPath } from '@bx/app-kit';
import type { UserRole } from '@bx/contracts';

/** The last opened page, or the page an anonymous visitor wanted, kept across the sign-in. */
const LAST_PAGE_KEY = 'bx:last-page';
const NOT_A_TARGET = new Set(['/', '/signin', '/register']);
const PLAYER_HOME = '/oversea';
/** An operator's home: the ops console, not the player's screens with their buy buttons. */
const OPERATOR_HOME = '/admin';

export function rememberPage(path: string): void {
  localStorage.setItem(LAST_PAGE_KEY, path);
}

/**
 * Where a signed-in account goes from the sign-in (and from / or /signin opened while signed in): the remembered
 * page, unless it is none, no page of the site, / or a sign page, or a page this account's role may not open (the browser is shared:
 * an operator's console page is no player's target); otherwise an operator's console, a player's /oversea.
 * An operator's remembered page counts only inside the console.
 */
export function afterLoginTarget(role: UserRole | undefined): string {
  const operator = role === 'ADMIN';
  const last = localStorage.getItem(LAST_PAGE_KEY);
  const path = last?.split('?')[0] ?? '';
  const route = routeOfPath(path);
  const roles = route?.roles;
  const allowed = roles === undefined ? !operator : role !== undefined && roles.includes(role);
  // A path no route draws would lead to / and back here, round and round.
  if (!last || !route || NOT_A_TARGET.has(path) || !allowed) return operator ? OPERATOR_HOME : PLAYER_HOME;
  return last;
}
