import { UPLOAD_MAX_BYTES } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { fileSizeText, RECEIPT_ACCEPT, RECEIPT_MAX_TEXT, receiptRefusal } from './receipt-file';

const file = (name: string, type: string, size = 2_048) => ({ name, type, size });

describe('a receipt picked on the phone', () => {
  it('is taken as a PNG, JPEG, WEBP or PDF up to 5 MB', () => {
    expect(receiptRefusal(file('receipt.png', 'image/png'))).toBeNull();
    expect(receiptRefusal(file('receipt.jpg', 'image/jpeg'))).toBeNull();
    expect(receiptRefusal(file('receipt.webp', 'image/webp'))).toBeNull();
    expect(receiptRefusal(file('receipt.pdf', 'application/pdf', UPLOAD_MAX_BYTES))).toBeNull();
  });

  it('is told by its name where the browser gives no type', () => {
    expect(receiptRefusal(file('IMG_0001.JPEG', ''))).toBeNull();
    expect(receiptRefusal(file('scan', ''))).toBe('P2P_RECEIPT_TYPE');
  });

  it('is refused before sending when of another kind, empty or beyond 5 MB', () => {
    expect(receiptRefusal(file('receipt.gif', 'image/gif'))).toBe('P2P_RECEIPT_TYPE');
    expect(receiptRefusal(file('receipt.heic', 'image/heic'))).toBe('P2P_RECEIPT_TYPE');
    expect(receiptRefusal(file('receipt.png', 'image/png', 0))).toBe('P2P_RECEIPT_EMPTY');
    expect(receiptRefusal(file('receipt.png', 'image/png', UPLOAD_MAX_BYTES + 1))).toBe('P2P_RECEIPT_SIZE');
    expect(RECEIPT_MAX_TEXT).toBe('5MB');
  });

  it('is offered by the picker among the kinds the server keeps', () => {
    expect(RECEIPT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/png', 'application/pdf', '.jpg']),
    );
  });

  it('shows its size in KB or MB', () => {
    expect(fileSizeText(68)).toBe('1 KB');
    expect(fileSizeText(356_000)).toBe('348 KB');
    expect(fileSizeText(1_258_291)).toBe('1.2 MB');
  });
});
