import { WALLET_TEXTS } from '@bx/wallet-messages';
import { areaTextFrom } from '@bx/platform';

/**
 * A text of the wallet screens in the site's language, its {name} parts filled in: the area's own (`@bx/wallet-messages`,
 * bundled here, so it ships with this remote) or one of the shared client messages.
 */
export const walletText = areaTextFrom(WALLET_TEXTS);

/** A code `walletText` reads. */
export type WalletTextCode = Parameters<typeof walletText>[0];
