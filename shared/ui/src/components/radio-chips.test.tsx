import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { RadioChips } from './radio-chips';

afterEach(cleanup);

function Counts() {
  const [count, setCount] = useState(1);
  return (
    <ThemeRoot>
      <RadioChips
        label="수량"
        chips={[1, 3].map((value) => ({ value, label: `${value}계약` }))}
        value={count}
        onChange={setCount}
      />
    </ThemeRoot>
  );
}

describe('RadioChips', () => {
  it('is a radio group whose chosen chip is the checked one', () => {
    render(<Counts />);
    expect(screen.getByRole('radiogroup', { name: '수량' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1계약' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '3계약' }));
    expect(screen.getByRole('radio', { name: '3계약' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '1계약' }).getAttribute('aria-checked')).toBe('false');
  });
});
