import { describe, expect, it } from 'vitest';
import { wholeNumber } from '../../schemas/whole-number';

const quantity = wholeNumber({
  min: 1,
  max: 100,
  message: 'In digits, please',
  missing: 'Enter a quantity',
  tooSmall: 'At least 1',
  tooLarge: 'At most 100',
});
const messageOf = (value: unknown) => {
  const parsed = quantity.safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
};

describe('a whole number from a form, a query or a body', () => {
  it('is decimal digits, or a whole JSON number', () => {
    expect(messageOf('16')).toBe(16);
    expect(messageOf('016')).toBe(16);
    expect(messageOf(16)).toBe(16);
  });

  it('is nothing else that Number() would read', () => {
    for (const text of [
      '0x10',
      '1e2',
      ' 16',
      '16 ',
      '+16',
      '16.0',
      '١٦',
      '0b10',
      '0o20',
      '1_6',
      '-0',
    ])
      expect(messageOf(text), text).toBe('In digits, please');
    expect(messageOf(16.5)).toBe('In digits, please');
    expect(messageOf({})).toBe('In digits, please');
    expect(messageOf([16])).toBe('In digits, please');
  });

  it('is missing when blank, and says when it is out of range', () => {
    for (const blank of ['', '  ', null, undefined])
      expect(messageOf(blank)).toBe('Enter a quantity');
    expect(messageOf('0')).toBe('At least 1');
    expect(messageOf('101')).toBe('At most 100');
    expect(messageOf('9'.repeat(400))).toBe('At most 100');
  });
});
