/** The dark theme, the product's default. Buy is red and sell is blue, as Korean markets show them. */
export const darkTheme = {
  color: {
    background: '#0f1115',
    surface: '#181b22',
    surfaceRaised: '#222632',
    border: '#2c3140',
    text: '#e8eaf0',
    textMuted: '#9aa1b2',
    accent: '#f0b90b',
    buy: '#f6465d',
    sell: '#3b82f6',
    danger: '#f6465d',
  },
  radius: '8px',
  font: "'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif",
} as const;

export type AppTheme = typeof darkTheme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
