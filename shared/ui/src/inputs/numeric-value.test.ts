import { describe, expect, it } from 'vitest';

import { clampNumericValue, formatNumericInput, parseNumericInput } from './numeric-value';

describe('parseNumericInput', () => {
  it('reads the digits of a grouped amount', () => {
    expect(parseNumericInput('1,234,567')).toBe(1234567);
    expect(parseNumericInput('1.234.567', { decimalSeparator: ',' })).toBe(1234567);
  });

  it('is null when there is no digit', () => {
    expect(parseNumericInput('')).toBeNull();
    expect(parseNumericInput('원')).toBeNull();
  });

  it('keeps integers only, dropping what follows the decimal separator', () => {
    expect(parseNumericInput('12.75')).toBe(12);
    expect(parseNumericInput('1.234,56', { decimalSeparator: ',' })).toBe(1234);
  });

  it('refuses a negative sign unless negatives are allowed', () => {
    expect(parseNumericInput('-500')).toBe(500);
    expect(parseNumericInput('-500', { allowNegative: true })).toBe(-500);
  });

  it('holds the value under max while typing', () => {
    expect(parseNumericInput('150', { max: 100 })).toBe(100);
    expect(parseNumericInput('99999999999999999999')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseNumericInput('-250', { min: -100, allowNegative: true })).toBe(-100);
  });

  it('leaves a value short of min alone while typing, as the next digit may reach it', () => {
    expect(parseNumericInput('1', { min: 10 })).toBe(1);
  });
});

describe('clampNumericValue', () => {
  it('holds a finished value within min and max', () => {
    expect(clampNumericValue(1, { min: 10 })).toBe(10);
    expect(clampNumericValue(500, { max: 100 })).toBe(100);
    expect(clampNumericValue(-5, { allowNegative: true, min: -3 })).toBe(-3);
  });

  it('never lets a negative through unless negatives are allowed', () => {
    expect(clampNumericValue(-5, { min: -10 })).toBe(0);
  });

  it('leaves an empty value empty', () => {
    expect(clampNumericValue(null, { min: 10 })).toBeNull();
  });
});

describe('formatNumericInput', () => {
  it('groups thousands with commas by default', () => {
    expect(formatNumericInput(1234567)).toBe('1,234,567');
    expect(formatNumericInput(-1234, '.')).toBe('-1,234');
  });

  it('groups with dots when the decimal separator is a comma', () => {
    expect(formatNumericInput(1234567, ',')).toBe('1.234.567');
  });

  it('shows zero and nothing as an empty field', () => {
    expect(formatNumericInput(0)).toBe('');
    expect(formatNumericInput(null)).toBe('');
  });
});
