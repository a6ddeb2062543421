/**
 * The two wallets of /wallet/convert/{from}_{to} among those offered: each as written when offered (any case),
 * else the first offered (USDT first, where offered), the second never the first. Null when fewer than two.
 */
export function convertPair(pair: string, wallets: readonly string[]): { from: string; to: string } | null {
  if (wallets.length < 2) return null;
  const [fromParam = '', toParam = ''] = pair.toUpperCase().split('_');
  const preferred = [...new Set(['USDT', 'BTC', ...wallets])].filter((wallet) => wallets.includes(wallet));
  const from = wallets.includes(fromParam) ? fromParam : preferred[0]!;
  const to =
    wallets.includes(toParam) && toParam !== from ? toParam : preferred.find((wallet) => wallet !== from)!;
  return { from, to };
}
