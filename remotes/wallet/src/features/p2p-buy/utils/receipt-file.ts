import { UPLOAD_MAX_BYTES, UPLOAD_MIMES } from '@bx/contracts';
import { type WalletTextCode } from '../../../shared/wallet-text';

/** The picker's filter: the kinds the server keeps, by type and by name, as phones offer files either way. */
export const RECEIPT_ACCEPT = [...UPLOAD_MIMES, '.png', '.jpg', '.jpeg', '.webp', '.pdf'].join(',');

/** A name's kind where the browser gave none (some Android pickers). */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const kindOf = (file: Pick<File, 'name' | 'type'>): string =>
  file.type || (BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '');

/**
 * Why a picked file cannot be a receipt, before anything is sent: not an image or PDF the server keeps, empty,
 * or beyond its 5 MB. The server still tells the kind by the file's first bytes.
 */
export function receiptRefusal(
  file: Pick<File, 'name' | 'type' | 'size'>,
): Extract<WalletTextCode, 'P2P_RECEIPT_TYPE' | 'P2P_RECEIPT_SIZE' | 'P2P_RECEIPT_EMPTY'> | null {
  if (!(UPLOAD_MIMES as readonly string[]).includes(kindOf(file))) return 'P2P_RECEIPT_TYPE';
  if (file.size === 0) return 'P2P_RECEIPT_EMPTY';
  if (file.size > UPLOAD_MAX_BYTES) return 'P2P_RECEIPT_SIZE';
  return null;
}

/** "1.2 MB", "356 KB": a file's size as the receipt line shows it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The limit in the refusal's words: "5MB". */
export const RECEIPT_MAX_TEXT = `${UPLOAD_MAX_BYTES / (1024 * 1024)}MB`;
