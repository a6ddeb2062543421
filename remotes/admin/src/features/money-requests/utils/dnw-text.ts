import { formatAmount, type BankInfo, type DnwHistory } from '@bx/contracts';

/**
 * Amounts of won show whole, in the site's words for won (`won`, e.g. "{amount}원"); a coin's keep the decimals it
 * was asked in ("0.5 USDT").
 */
export function amountText(
  item: Pick<DnwHistory, 'point' | 'currency'>,
  won: (amount: string) => string,
): string {
  const currency = item.currency || 'KRW';
  return currency === 'KRW' ? won(formatAmount(item.point, 0)) : `${formatAmount(item.point)} ${currency}`;
}

/** Where the money goes or came from: the bank account of a withdrawal, or a coin address with its tag. */
export function destinationText(item: Pick<DnwHistory, 'bankInfo' | 'address' | 'tag'>): string | null {
  if (item.bankInfo) return bankText(item.bankInfo);
  if (item.address) return item.tag ? `${item.address} (${item.tag})` : item.address;
  return null;
}

function bankText({ bank, account, holder }: BankInfo): string {
  return `${bank} ${account} ${holder}`;
}
