import type { ThemeName } from '@bx/platform';
import { FONT_FALLBACK } from './font-fallback';

/** Every colour is a six-digit hex, so a screen may append two digits of alpha to one. */
export interface AppTheme {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    border: string;
    text: string;
    textMuted: string;
    accent: string;
    /** Text and marks drawn on an accent fill. */
    onAccent: string;
    buy: string;
    sell: string;
    /** The buy and sell buttons' fills, which carry white text (WCAG AA, 4.5:1); buy and sell are text colours. */
    buyFill: string;
    sellFill: string;
    danger: string;
    /** Faint lines that divide a chart's area. */
    gridLine: string;
  };
  radius: string;
  font: string;
}

const shape = {
  radius: '8px',
  font: `'Noto Sans KR', '${FONT_FALLBACK}', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif`,
};

/** The dark theme, the product's default. Buy is red and sell is blue, as Korean markets show them. */
export const darkTheme: AppTheme = {
  color: {
    background: '#0f1115',
    surface: '#181b22',
    surfaceRaised: '#222632',
    border: '#2c3140',
    text: '#e8eaf0',
    textMuted: '#9aa1b2',
    accent: '#f0b90b',
    onAccent: '#111111',
    buy: '#f6465d',
    sell: '#3b82f6',
    // Darker than the text colours, which must read on the dark surfaces: white reads on these.
    buyFill: '#d9304a',
    sellFill: '#2b6de6',
    danger: '#f6465d',
    gridLine: '#20242e',
  },
  ...shape,
};

/**
 * The light theme: the same roles, darkened where they are text, so that every text colour reads at WCAG AA
 * (4.5:1) on every surface, and white reads on the accent, buy and sell fills.
 */
export const lightTheme: AppTheme = {
  color: {
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceRaised: '#eceef2',
    border: '#d3d7df',
    text: '#161a22',
    textMuted: '#596072',
    accent: '#8a5d00',
    onAccent: '#ffffff',
    buy: '#c8202f',
    sell: '#1a5bd0',
    buyFill: '#c8202f',
    sellFill: '#1a5bd0',
    danger: '#c8202f',
    gridLine: '#eceef2',
  },
  ...shape,
};

export const themes: Record<ThemeName, AppTheme> = { dark: darkTheme, light: lightTheme };

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
