import { Global, ThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';

import { darkTheme } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    min-height: 100%;
    background: ${darkTheme.color.background};
    color: ${darkTheme.color.text};
    font-family: ${darkTheme.font};
    -webkit-text-size-adjust: 100%;
  }
  button,
  input {
    font: inherit;
  }
`;

export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={darkTheme}>
      <Global styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
