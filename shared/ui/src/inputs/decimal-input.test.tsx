import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OwnedField } from '../testing/owned-field';
import { ThemeRoot } from '../theme/theme-root';

import { DecimalInput, type DecimalInputProps } from './decimal-input';

afterEach(cleanup);

/** A screen owning the decimal, as the order form does; `onChange` reports every value it is handed. */
function Price({
  initial = null,
  onChange,
  ...props
}: Partial<DecimalInputProps> & { initial?: string | null }) {
  return (
    <OwnedField
      initial={initial}
      onChange={onChange}
      render={(owned) => <DecimalInput aria-label="price" {...props} {...owned} />}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'price' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('DecimalInput', () => {
  it('hands over the exact decimal typed, digits a float would lose included', () => {
    const onChange = vi.fn();
    render(<Price decimals={2} max={'9'.repeat(20)} onChange={onChange} />);
    type('12345678901234567.89');
    expect(onChange).toHaveBeenLastCalledWith('12345678901234567.89');
    expect(field().value).toBe('12,345,678,901,234,567.89');
  });

  it('hands over a price as written, without the zeros typed on its way', () => {
    const onChange = vi.fn();
    render(<Price decimals={3} onChange={onChange} />);
    type('0.1');
    expect(onChange).toHaveBeenLastCalledWith('0.1');
    type('0.10');
    expect(field().value).toBe('0.10');
    type('0.103');
    expect(onChange).toHaveBeenLastCalledWith('0.103');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a value set from outside at the tick, padded, and cut rather than rounded up', () => {
    const { rerender } = render(
      <ThemeRoot>
        <DecimalInput aria-label="price" value="63749" decimals={1} padDecimals onChange={() => undefined} />
      </ThemeRoot>,
    );
    expect(field().value).toBe('63,749.0');
    rerender(
      <ThemeRoot>
        <DecimalInput
          aria-label="price"
          value="63749.99"
          decimals={1}
          padDecimals
          onChange={() => undefined}
        />
      </ThemeRoot>,
    );
    expect(field().value).toBe('63,749.9');
  });

  it('refuses a decimal past its tick and keeps the value', () => {
    const onChange = vi.fn();
    render(<Price initial="0.3" decimals={1} onChange={onChange} />);
    type('0.35');
    expect(field().value).toBe('0.3');
    expect(onChange).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('holds a finished value at a decimal bound on leaving the field', () => {
    const onChange = vi.fn();
    render(<Price decimals={2} min="0.05" onChange={onChange} />);
    type('0.01');
    fireEvent.blur(field());
    expect(onChange).toHaveBeenLastCalledWith('0.05');
    expect(field().value).toBe('0.05');
  });
});
