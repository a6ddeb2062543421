import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('waits while its action is busy and says so', () => {
    render(
      <ThemeRoot>
        <Button busy>닫기</Button>
        <Button busy={false}>취소</Button>
      </ThemeRoot>,
    );
    const busy = screen.getByRole('button', { name: '닫기' }) as HTMLButtonElement;
    const idle = screen.getByRole('button', { name: '취소' }) as HTMLButtonElement;
    expect([busy.disabled, busy.getAttribute('aria-busy')]).toEqual([true, 'true']);
    expect([idle.disabled, idle.getAttribute('aria-busy')]).toEqual([false, 'false']);
  });
});
