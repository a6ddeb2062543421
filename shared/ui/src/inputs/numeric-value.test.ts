import { describe, expect, it } from 'vitest';

import {
  applyNumericChange,
  clampNumericValue,
  formatNumericInput,
  readNumericText,
  type NumericInputRules,
} from './numeric-value';

const valueOf = (text: string, rules?: NumericInputRules) => {
  const reading = readNumericText(text, rules);
  return reading.ok ? reading.value : reading.reason;
};

describe('readNumericText', () => {
  it('reads the digits of a grouped amount', () => {
    expect(valueOf('1,234,567')).toBe('1234567');
    expect(valueOf('1.234.567', { decimalSeparator: ',' })).toBe('1234567');
  });

  it('is null when nothing is typed', () => {
    expect(valueOf('')).toBeNull();
  });

  it('refuses what is no digit instead of dropping it', () => {
    expect(valueOf('원')).toBe('character');
    expect(valueOf('5a')).toBe('character');
    expect(valueOf('1.2.3', { decimals: 2 })).toBe('character');
  });

  it('refuses decimals in an integer field, and more decimals than allowed', () => {
    expect(valueOf('12.75')).toBe('decimals');
    expect(valueOf('5.')).toBe('decimals');
    expect(valueOf('1.234,56', { decimalSeparator: ',' })).toBe('decimals');
    expect(valueOf('12.75', { decimals: 2 })).toBe('12.75');
    expect(valueOf('12.755', { decimals: 2 })).toBe('decimals');
    expect(valueOf('1.234,5', { decimalSeparator: ',', decimals: 1 })).toBe('1234.5');
  });

  it('keeps the text being typed, regrouped', () => {
    expect(readNumericText('1234.', { decimals: 2 })).toEqual({ ok: true, value: '1234', text: '1,234.' });
    expect(readNumericText('0.50', { decimals: 2 })).toEqual({ ok: true, value: '0.5', text: '0.50' });
    expect(readNumericText('-', { allowNegative: true })).toEqual({ ok: true, value: null, text: '-' });
  });

  it('refuses a negative sign unless negatives are allowed', () => {
    expect(valueOf('-500')).toBe('negative');
    expect(valueOf('-500', { allowNegative: true })).toBe('-500');
  });

  it('refuses a value past a bound more typing cannot come back from', () => {
    expect(valueOf('150', { max: 100 })).toBe('range');
    expect(valueOf('99999999999999999999')).toBe('range');
    expect(valueOf('-250', { min: -100, allowNegative: true })).toBe('range');
  });

  it('keeps every digit a float would lose', () => {
    const wide = { decimals: 2, max: '9'.repeat(30) };
    expect(valueOf('12,345,678,901,234,567.89', wide)).toBe('12345678901234567.89');
    expect(valueOf('0.30000000000000004', { decimals: 17 })).toBe('0.30000000000000004');
    expect(valueOf('007.50', { decimals: 2 })).toBe('7.5');
  });

  it('holds a decimal bound exactly, where the float of 0.3 is above 0.1 + 0.2', () => {
    expect(valueOf('0.3', { decimals: 1, max: '0.3' })).toBe('0.3');
    expect(valueOf('0.31', { decimals: 2, max: 0.3 })).toBe('range');
  });

  it('leaves a value short of min alone while typing, as the next digit may reach it', () => {
    expect(valueOf('1', { min: 10 })).toBe('1');
  });
});

describe('applyNumericChange', () => {
  it('keeps what reads before a refused character typed or pasted at the end, and says why', () => {
    expect(applyNumericChange('5', '5.')).toEqual({ value: '5', text: '5', refused: 'decimals' });
    expect(applyNumericChange('5', '5.5')).toEqual({ value: '5', text: '5', refused: 'decimals' });
    expect(applyNumericChange('', '-7')).toEqual({ value: null, text: '', refused: 'negative' });
  });

  it('keeps what reads before the refused character of a text replacing the whole field', () => {
    expect(applyNumericChange('99,999', '7.5')).toEqual({ value: '7', text: '7', refused: 'decimals' });
  });

  it('leaves the text as it was for a character inserted in the middle or a value out of range', () => {
    expect(applyNumericChange('1,234', '1,2x34')).toEqual({
      value: '1234',
      text: '1,234',
      refused: 'character',
    });
    expect(applyNumericChange('10', '1000', { max: 100 })).toEqual({
      value: '10',
      text: '10',
      refused: 'range',
    });
  });

  it('takes a change that reads as it came', () => {
    expect(applyNumericChange('5', '5.5', { decimals: 1 })).toEqual({
      value: '5.5',
      text: '5.5',
      refused: null,
    });
  });
});

describe('clampNumericValue', () => {
  it('holds a finished value within min and max', () => {
    expect(clampNumericValue('1', { min: 10 })).toBe('10');
    expect(clampNumericValue('500', { max: 100 })).toBe('100');
    expect(clampNumericValue('-5', { allowNegative: true, min: -3 })).toBe('-3');
  });

  it('never lets a negative through unless negatives are allowed', () => {
    expect(clampNumericValue('-5', { min: -10 })).toBe('0');
  });

  it('leaves an empty value empty', () => {
    expect(clampNumericValue(null, { min: 10 })).toBeNull();
  });
});

describe('formatNumericInput', () => {
  it('groups thousands with commas by default', () => {
    expect(formatNumericInput('1234567')).toBe('1,234,567');
    expect(formatNumericInput('-1234', '.')).toBe('-1,234');
  });

  it('groups with dots when the decimal separator is a comma', () => {
    expect(formatNumericInput('1234567', ',')).toBe('1.234.567');
  });

  it('shows at most the allowed decimals, without trailing zeros', () => {
    expect(formatNumericInput('1234.5', '.', 2)).toBe('1,234.5');
    expect(formatNumericInput('0.30', '.', 2)).toBe('0.3');
    expect(formatNumericInput('1234.5', ',', 2)).toBe('1.234,5');
  });

  it('pads to the allowed decimals when asked, as a price on a 0.1 tick reads "63,749.0" like "63,750.1"', () => {
    expect(formatNumericInput('63749', '.', 1, true)).toBe('63,749.0');
    expect(formatNumericInput('63750.1', '.', 1, true)).toBe('63,750.1');
    expect(formatNumericInput('0.5', ',', 3, true)).toBe('0,500');
  });

  it('cuts decimals past the field rather than rounding a price up', () => {
    expect(formatNumericInput('63749.99', '.', 1, true)).toBe('63,749.9');
    expect(formatNumericInput('10000000000000000.05', '.', 2)).toBe('10,000,000,000,000,000.05');
  });

  it('shows zero and nothing as an empty field', () => {
    expect(formatNumericInput('0')).toBe('');
    expect(formatNumericInput('0.00', '.', 2)).toBe('');
    expect(formatNumericInput(null)).toBe('');
  });
});
