import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

const rupees = (value: number) => value * 100;

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [rupees(1), 'Rupees One Only'],
    [rupees(19), 'Rupees Nineteen Only'],
    [rupees(20), 'Rupees Twenty Only'],
    [rupees(45), 'Rupees Forty Five Only'],
    [rupees(100), 'Rupees One Hundred Only'],
    [rupees(1_000), 'Rupees One Thousand Only'],
    [rupees(99_999), 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [rupees(1_00_000), 'Rupees One Lakh Only'],
    [rupees(1_00_00_000), 'Rupees One Crore Only'],
    [rupees(12_34_56_789), 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
    [rupees(1_00_000_00_00_000), 'Rupees One Lakh Crore Only'],
    [rupees(10_05_010), 'Rupees Ten Lakh Five Thousand Ten Only'],
    [1_18_00_050, 'Rupees One Lakh Eighteen Thousand and Fifty Paise Only'],
    [1_18_00_001, 'Rupees One Lakh Eighteen Thousand and One Paisa Only'],
    [50, 'Fifty Paise Only'],
    [1, 'One Paisa Only'],
    [99, 'Ninety Nine Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractions and negatives', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
