/** The last opened page, or the page an anonymous visitor wanted, kept across the sign-in. */
const LAST_PAGE_KEY = 'bx:last-page';
const NOT_A_TARGET = new Set(['/', '/signin', '/register']);
const DEFAULT_TARGET = '/oversea';

export function rememberPage(path: string): void {
  localStorage.setItem(LAST_PAGE_KEY, path);
}

/** Where a player lands after signing in: the remembered page, unless it is none, / or a sign page. */
export function afterLoginTarget(): string {
  const last = localStorage.getItem(LAST_PAGE_KEY);
  if (!last || NOT_A_TARGET.has(last.split('?')[0] ?? '')) return DEFAULT_TARGET;
  return last;
}
