/** What a QR code library answers about its modules (qrcode-generator's code object). */
export interface QrModules {
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_MARGIN = 4;

/**
 * The dark modules as one SVG path in module units (a 1x1 square each, offset by the quiet zone), so the code
 * is drawn by React as plain SVG, crisp at any size, with no HTML string from a library.
 */
export function qrPath(qr: QrModules): { size: number; path: string } {
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`;
    }
  }
  return { size: count + QR_MARGIN * 2, path };
}
