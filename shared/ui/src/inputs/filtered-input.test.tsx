import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { FilteredInput } from './filtered-input';
import type { InputFilterName } from './input-filters';

afterEach(cleanup);

function Field({ filter }: { filter: InputFilterName }) {
  const [value, setValue] = useState('');
  return (
    <ThemeRoot>
      <FilteredInput label="아이디" filter={filter} value={value} onChange={setValue} />
    </ThemeRoot>
  );
}

describe('FilteredInput', () => {
  it('takes text its filter accepts', () => {
    render(<Field filter="username" />);
    const field = screen.getByLabelText('아이디') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'demo_1' } });
    expect(field.value).toBe('demo_1');
  });

  it('keeps the previous value when the new text does not pass', () => {
    render(<Field filter="username" />);
    const field = screen.getByLabelText('아이디') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'demo' } });
    fireEvent.change(field, { target: { value: 'demo 한' } });
    expect(field.value).toBe('demo');
  });
});
