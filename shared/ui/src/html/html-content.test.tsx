import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { HtmlContent } from './html-content';

afterEach(cleanup);

function shown(html: string) {
  return render(
    <ThemeRoot>
      <HtmlContent html={html} />
    </ThemeRoot>,
  );
}

describe('HtmlContent', () => {
  it('shows operator HTML without what the allow-list drops', async () => {
    const { container } = shown(
      '<p>점검 <b>안내</b><img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">링크</a>',
    );
    expect(await screen.findByText('안내')).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('링크').tagName).toBe('A');
  });

  it('follows new HTML when the content changes', async () => {
    const { rerender } = shown('<p>첫 공지</p>');
    await screen.findByText('첫 공지');
    rerender(
      <ThemeRoot>
        <HtmlContent html="<p>둘째 공지</p>" />
      </ThemeRoot>,
    );
    expect(await screen.findByText('둘째 공지')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('첫 공지')).toBeNull();
  });
});
