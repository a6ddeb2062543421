/**
 * The trading page a logged-out view stands for: /exchangeView/1 is /exchange/1, /futureView/BTC is
 * /future/BTC. Null for any other path. A signed-in player is sent there, with the same id.
 */
export function signedInPathOf(pathname: string): string | null {
  const match = /^\/(exchange|oversea|future)View(\/.*)?$/.exec(pathname);
  return match ? `/${match[1]}${match[2] ?? ''}` : null;
}
