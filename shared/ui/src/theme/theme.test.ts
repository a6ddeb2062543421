import { describe, expect, it } from 'vitest';

import { darkTheme, lightTheme, type AppTheme } from './theme';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

type Colour = keyof AppTheme['color'];
const SURFACES: Colour[] = ['background', 'surface', 'surfaceRaised'];
const TEXTS: Colour[] = ['text', 'textMuted', 'accent', 'buy', 'sell', 'danger'];

describe('lightTheme', () => {
  it.each(TEXTS.flatMap((text) => SURFACES.map((surface) => [text, surface] as const)))(
    'writes %s on %s at WCAG AA',
    (text, surface) => {
      expect(contrast(lightTheme.color[text], lightTheme.color[surface])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('writes on its accent, buy and sell fills at WCAG AA', () => {
    expect(contrast(lightTheme.color.onAccent, lightTheme.color.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', lightTheme.color.buy)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', lightTheme.color.sell)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('every theme', () => {
  it.each([darkTheme, lightTheme])('writes white on its buy and sell fills at WCAG AA', (theme) => {
    expect(contrast('#ffffff', theme.color.buyFill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', theme.color.sellFill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([darkTheme, lightTheme])(
    'keeps its colours as six-digit hex, which screens add alpha to',
    (theme) => {
      for (const colour of Object.values(theme.color)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    },
  );
});
