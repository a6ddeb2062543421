import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { NumericInput, type NumericInputProps } from './numeric-input';

afterEach(cleanup);

/** A screen owning the value, as real callers do; `onChange` reports every value it is handed. */
function Amount({ initial = null, ...props }: Partial<NumericInputProps> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <ThemeRoot>
      <NumericInput
        aria-label="금액"
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange?.(next);
          setValue(next);
        }}
      />
    </ThemeRoot>
  );
}

const field = () => screen.getByRole('textbox', { name: '금액' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('NumericInput', () => {
  it('asks phones for the numeric keypad', () => {
    render(<Amount />);
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('numeric');
    expect(field().getAttribute('pattern')).toBe('[0-9.,]*');
  });

  it('shows what is typed with thousands commas and reports the number', () => {
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    type('1234567');
    expect(field().value).toBe('1,234,567');
    expect(onChange).toHaveBeenLastCalledWith(1234567);
  });

  it('groups with dots when the decimal separator is a comma', () => {
    render(<Amount initial={1234567} decimalSeparator="," />);
    expect(field().value).toBe('1.234.567');
  });

  it('shows zero as an empty field', () => {
    render(<Amount initial={0} />);
    expect(field().value).toBe('');
  });

  it('ignores letters and decimals typed into the field', () => {
    render(<Amount initial={1234} />);
    type('1,234a');
    type('1,234.5');
    expect(field().value).toBe('1,234');
  });

  it('refuses a minus sign unless negatives are allowed', () => {
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    type('-5');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('lets a negative be typed one key at a time when allowed', () => {
    const onChange = vi.fn();
    render(<Amount allowNegative onChange={onChange} />);
    type('-');
    expect(field().value).toBe('-');
    type('-1500');
    expect(field().value).toBe('-1,500');
    expect(onChange).toHaveBeenLastCalledWith(-1500);
  });

  it('holds the value under max as it is typed and over min once the field is left', () => {
    render(<Amount min={10000} max={1000000} />);
    type('5');
    expect(field().value).toBe('5');
    fireEvent.blur(field());
    expect(field().value).toBe('10,000');
    type('99999999');
    expect(field().value).toBe('1,000,000');
  });

  it('shows a value that arrives after mount formatted, as the spec re-formats 500 ms in', () => {
    const { rerender } = render(
      <ThemeRoot>
        <NumericInput aria-label="금액" value={null} onChange={() => undefined} />
      </ThemeRoot>,
    );
    rerender(
      <ThemeRoot>
        <NumericInput aria-label="금액" value={50000} onChange={() => undefined} />
      </ThemeRoot>,
    );
    expect(field().value).toBe('50,000');
  });

  it('names the field by its visible label', () => {
    render(
      <ThemeRoot>
        <NumericInput label="출금신청금액" value={null} onChange={() => undefined} />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('출금신청금액')).toBeTruthy();
  });
});
