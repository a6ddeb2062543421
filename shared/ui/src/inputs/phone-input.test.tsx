import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { PhoneInput } from './phone-input';

afterEach(cleanup);

function Phone() {
  const [digits, setDigits] = useState('');
  return (
    <ThemeRoot>
      <PhoneInput label="휴대폰 번호" value={digits} onChange={setDigits} />
      <output>{digits}</output>
    </ThemeRoot>
  );
}

describe('PhoneInput', () => {
  it('shows the number masked while the screen keeps only its digits', () => {
    render(<Phone />);
    const field = screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '01012345678' } });
    expect(field.value).toBe('010-1234-5678');
    expect(screen.getByRole('status').textContent).toBe('01012345678');
  });

  it('asks phones for the telephone keypad', () => {
    render(<Phone />);
    const field = screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
    expect(field.type).toBe('tel');
    expect(field.inputMode).toBe('tel');
  });
});
