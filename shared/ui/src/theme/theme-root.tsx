import { useLocalSettings } from '@bx/platform';
import { Global, ThemeProvider, css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';

import { fontFallbackFace } from './font-fallback';
import { themes, type AppTheme } from './theme';

const globalStyles = (theme: AppTheme, scheme: string) => css`
  ${fontFallbackFace}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: ${scheme};
  }
  html,
  body {
    margin: 0;
    min-height: 100%;
    background: ${theme.color.background};
    color: ${theme.color.text};
    font-family: ${theme.font};
    -webkit-text-size-adjust: 100%;
  }
  button,
  input {
    font: inherit;
  }
`;

/**
 * The theme the player chose in their local settings, for the host and every remote inside it (emotion is
 * shared): a change of the setting redraws the page at once, the browser's own bar included.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const [{ theme: name }] = useLocalSettings();
  const theme = themes[name];
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.color.background);
  }, [theme]);
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme, name)} />
      {children}
    </ThemeProvider>
  );
}
