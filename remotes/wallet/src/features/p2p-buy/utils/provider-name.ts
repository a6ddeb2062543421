import type { PAYMENT_PROVIDERS } from '@bx/contracts';
import { type P2pProvider } from '@bx/contracts';
import { walletText, type WalletTextCode } from '../../../shared/wallet-text';

/** Each provider's name in the site's language: the server names them in Korean only. */
const NAME_CODES = {
  paykiwoom: 'P2P_PROVIDER_PAYKIWOOM',
  bitdex: 'P2P_PROVIDER_BITDEX',
  'dh-safety': 'P2P_PROVIDER_DH_SAFETY',
} as const satisfies Record<(typeof PAYMENT_PROVIDERS)[number], WalletTextCode>;

/** A provider's name as the screen shows it: ours by its code, else what the server calls it, else its code. */
export function providerName(code: string, providers: readonly P2pProvider[] = []): string {
  const known = (NAME_CODES as Readonly<Record<string, WalletTextCode>>)[code];
  if (known !== undefined) return walletText(known);
  return providers.find((provider) => provider.code === code)?.name ?? code;
}
