import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SETTINGS_STORAGE_KEY, useLocalSettings } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { darkTheme, lightTheme } from './theme';
import { ThemeRoot } from './theme-root';

/** A settings screen in miniature: shows the theme it is drawn in and switches the setting. */
function ThemeChooser() {
  const [settings, update] = useLocalSettings();
  const theme = useTheme();
  return (
    <>
      <output>{theme.color.background}</output>
      <button type="button" onClick={() => update({ theme: settings.theme === 'dark' ? 'light' : 'dark' })}>
        switch
      </button>
    </>
  );
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

function renderRoot() {
  render(
    <ThemeRoot>
      <ThemeChooser />
    </ThemeRoot>,
  );
  return screen.getByRole('button', { name: 'switch' });
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = darkTheme.color.background;
  document.head.append(meta);
});

afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="theme-color"]')?.remove();
});

describe('ThemeRoot', () => {
  it('draws the dark theme while the setting is the default', () => {
    renderRoot();
    expect(screen.getByRole('status').textContent).toBe(darkTheme.color.background);
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(darkTheme.color.background));
  });

  it('follows the setting at once, page background and browser bar included, and keeps it', () => {
    const toggle = renderRoot();
    act(() => fireEvent.click(toggle));
    expect(screen.getByRole('status').textContent).toBe(lightTheme.color.background);
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(lightTheme.color.background));
    expect(getComputedStyle(document.body).color).toBe(rgb(lightTheme.color.text));
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      lightTheme.color.background,
    );
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ theme: 'light' });

    act(() => fireEvent.click(toggle));
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(darkTheme.color.background));
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      darkTheme.color.background,
    );
  });
});
