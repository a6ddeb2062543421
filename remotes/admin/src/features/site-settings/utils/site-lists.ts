import type { SiteInfo, SiteUpdateRequest } from '@bx/contracts';

/** The site's lists as the form edits them: the three coin lists, the binary currency and the bank type. */
export type SiteListFields = Pick<
  SiteInfo,
  'usedCoins' | 'depositCoins' | 'buyCoins' | 'binaryCurrency' | 'bankType'
>;

export const COIN_LIST_FIELDS = ['usedCoins', 'depositCoins', 'buyCoins'] as const;
export const LIST_FIELDS = [...COIN_LIST_FIELDS, 'binaryCurrency', 'bankType'] as const;

const COIN = /^[A-Z0-9]{1,12}$/;

export function listFieldsOf(site: SiteInfo): SiteListFields {
  return {
    usedCoins: site.usedCoins,
    depositCoins: site.depositCoins,
    buyCoins: site.buyCoins,
    binaryCurrency: site.binaryCurrency,
    bankType: site.bankType,
  };
}

/**
 * A coin list as the server keeps it: names upper-cased, spaces and empty items dropped, each coin once, in the
 * order typed ("btc, eth,,BTC" → "BTC,ETH"). Null when a name is not letters and digits.
 */
export function normalizeCoinList(text: string): string | null {
  const names = text
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name !== '');
  if (!names.every((name) => COIN.test(name))) return null;
  return [...new Set(names)].join(',');
}

/**
 * What to send for the form: only the fields that differ from the site, coin lists normalised. `invalid` names
 * the coin lists that cannot be sent as typed.
 */
export function listChanges(
  site: SiteListFields,
  form: SiteListFields,
): { changes: SiteUpdateRequest; invalid: (keyof SiteListFields)[] } {
  const changes: SiteUpdateRequest = {};
  const invalid: (keyof SiteListFields)[] = [];
  for (const field of LIST_FIELDS) {
    const isCoinList = (COIN_LIST_FIELDS as readonly string[]).includes(field);
    const value = isCoinList ? normalizeCoinList(form[field]) : form[field].trim();
    if (value === null) invalid.push(field);
    else if (value !== site[field]) changes[field] = value;
  }
  return { changes, invalid };
}

/** One string of the site's list values: the form starts afresh whenever any of them changes. */
export function siteListsKey(site: SiteInfo): string {
  return LIST_FIELDS.map((field) => site[field]).join('|');
}
