import { describe, expect, it } from 'vitest';

import { QR_MARGIN, qrPath } from './qr-path';

describe('the QR path', () => {
  it('draws one square per dark module, inside the quiet zone', () => {
    const grid = [
      [true, false],
      [false, true],
    ];
    const drawn = qrPath({ getModuleCount: () => 2, isDark: (row, col) => grid[row]![col]! });
    expect(drawn.size).toBe(2 + QR_MARGIN * 2);
    expect(drawn.path).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });

  it('encodes an address with the library the screen loads', async () => {
    const { default: qrcode } = await import('qrcode-generator');
    const qr = qrcode(0, 'M');
    qr.addData('TXYZ1234567890abcdefghijklmnopqrs');
    qr.make();
    const drawn = qrPath(qr);
    expect(drawn.size).toBe(qr.getModuleCount() + 8);
    expect(drawn.path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
