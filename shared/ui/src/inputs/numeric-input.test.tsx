import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OwnedField } from '../testing/owned-field';
import { ThemeRoot } from '../theme/theme-root';

import { NumericInput, type NumericInputProps } from './numeric-input';

afterEach(cleanup);

const REFUSED = {
  character: 'refused: character',
  negative: 'refused: negative',
  decimals: 'refused: decimals',
  range: 'refused: range',
};

/** A screen owning the value, as real callers do; `onChange` reports every value it is handed. */
function Amount({
  initial = null,
  onChange,
  ...props
}: Partial<NumericInputProps> & { initial?: number | null }) {
  return (
    <OwnedField
      initial={initial}
      onChange={onChange}
      render={(owned) => <NumericInput aria-label="금액" refusalText={REFUSED} {...props} {...owned} />}
    />
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

  it('shows a typed zero as an empty field too, in a whole-unit field, and takes the digits after it', () => {
    render(<Amount />);
    type('0');
    expect(field().value).toBe('');
    type('5');
    expect(field().value).toBe('5');
  });

  it('keeps a typed zero in a field with decimals, on its way to 0.5', () => {
    render(<Amount decimals={1} />);
    type('0');
    expect(field().value).toBe('0');
    type('0.5');
    expect(field().value).toBe('0.5');
  });

  it('refuses letters and decimals visibly, keeping the value', () => {
    const onChange = vi.fn();
    render(<Amount initial={1234} onChange={onChange} />);
    type('1,234a');
    expect(field().value).toBe('1,234');
    expect(screen.getByRole('status').textContent).toBe('refused: character');
    fireEvent.blur(field());
    type('1,234.5');
    expect(field().value).toBe('1,234');
    expect(screen.getByRole('status').textContent).toBe('refused: decimals');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never joins digits across a refused keystroke, until the player deletes', () => {
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    type('5');
    type('5.');
    type('55');
    expect(field().value).toBe('5');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('status').textContent).toBe('refused: decimals');
    type('3');
    expect(field().value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('');
    type('3.');
    type('35');
    expect(field().value).toBe('3');
    type('');
    type('7');
    expect(field().value).toBe('7');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says why in the site language where the screen does not', () => {
    render(
      <ThemeRoot>
        <NumericInput aria-label="금액" value={5} onChange={() => undefined} />
      </ThemeRoot>,
    );
    type('5.');
    expect(screen.getByRole('status').textContent).toBe('금액의 최소 단위를 맞춰주세요.');
  });

  it('keeps the digits before a refused character of a pasted text, and says why', () => {
    const onChange = vi.fn();
    render(<Amount initial={60} onChange={onChange} />);
    type('7.5');
    expect(field().value).toBe('7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByRole('status').textContent).toBe('refused: decimals');
  });

  it('refuses a minus sign unless negatives are allowed, rather than dropping it', () => {
    const onChange = vi.fn();
    render(<Amount onChange={onChange} />);
    type('-5');
    expect(field().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('refused: negative');
  });

  it('keeps saying why over the digits typed after a refused minus, until the player deletes', () => {
    render(<Amount />);
    type('-');
    type('7');
    expect(field().value).toBe('7');
    expect(screen.getByRole('status').textContent).toBe('refused: negative');
    type('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides the reason once a quick button sets another value', () => {
    const { rerender } = render(
      <ThemeRoot>
        <NumericInput aria-label="금액" value={5} onChange={() => undefined} />
      </ThemeRoot>,
    );
    type('5.');
    rerender(
      <ThemeRoot>
        <NumericInput aria-label="금액" value={15} onChange={() => undefined} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes the decimals it allows, and refuses one more', () => {
    const onChange = vi.fn();
    render(<Amount decimals={2} onChange={onChange} />);
    expect(field().inputMode).toBe('decimal');
    type('1234.');
    expect(field().value).toBe('1,234.');
    type('1,234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    type('1,234.50');
    expect(field().value).toBe('1,234.50');
    type('1,234.505');
    expect(field().value).toBe('1,234.50');
    expect(screen.getByRole('status').textContent).toBe('refused: decimals');
    fireEvent.blur(field());
    expect(field().value).toBe('1,234.5');
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

  it('refuses a value over max as it is typed and holds one over min once the field is left', () => {
    render(<Amount min={10000} max={1000000} />);
    type('5');
    expect(field().value).toBe('5');
    fireEvent.blur(field());
    expect(field().value).toBe('10,000');
    type('99999999');
    expect(field().value).toBe('10,000');
    expect(screen.getByRole('status').textContent).toBe('refused: range');
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

  it('shows a float at its decimals, as the number it stands for', () => {
    render(<Amount initial={0.1 + 0.2} decimals={2} />);
    expect(field().value).toBe('0.3');
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
