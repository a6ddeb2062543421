import type { P2pBuyRequest, P2pDetail, PaymentProviderCode } from '@bx/contracts';
import { formatPhone } from '@bx/ui';

import { toPoint } from '../../../shared/won-amount';
import { type WalletTextCode } from '../../../shared/wallet-text';

/** What the P2P form holds: the phone as its digits, the amount in won, the receipt once uploaded. */
export interface P2pDraft {
  name: string;
  phone: string;
  amount: number | null;
  provider: PaymentProviderCode | null;
  fileId: string | null;
}

export const EMPTY_P2P_DRAFT: P2pDraft = { name: '', phone: '', amount: null, provider: null, fileId: null };

/** The shortest number the server takes (9 digits: a Seoul 02 number). */
const MIN_PHONE_DIGITS = 9;

/**
 * Why the form cannot be sent yet, the first missing field in the form's order. The site's minimum amount is the
 * server's to say.
 */
export function p2pRefusal(draft: P2pDraft): WalletTextCode | null {
  if (draft.name.trim() === '') return 'P2P_NAME_EMPTY';
  if (draft.phone.length < MIN_PHONE_DIGITS) return 'P2P_PHONE_INVALID';
  if (draft.amount === null || draft.amount <= 0) return 'P2P_AMOUNT_EMPTY';
  if (draft.provider === null) return 'P2P_PROVIDER_EMPTY';
  return null;
}

/** The body of POST /api/dnw/p2p: the phone with its dashes, whole won, the provider and receipt as detailJson. */
export function p2pBuyRequest(
  draft: P2pDraft & { amount: number; provider: PaymentProviderCode },
): P2pBuyRequest {
  const detail: P2pDetail = {
    provider: draft.provider,
    ...(draft.fileId === null ? {} : { fileId: draft.fileId }),
  };
  return {
    name: draft.name.trim(),
    phone: formatPhone(draft.phone),
    point: toPoint(draft.amount),
    detailJson: JSON.stringify(detail),
  };
}
