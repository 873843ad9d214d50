import { startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { formatDate } from './dates';
import { formatMoney, fromCents } from './money';

describe('formats', () => {
  it('shows dates as dd/MM/yyyy and starts weeks on Monday, in both languages', async () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(startOfWeek(new Date(2024, 2, 7)).getDay()).toBe(1);
    await i18n.changeLanguage('en');
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(startOfWeek(new Date(2024, 2, 7)).getDay()).toBe(1);
  });

  it('formats money with Intl for the language', () => {
    expect(formatMoney(9.99, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('9,99 €');
    expect(formatMoney(fromCents(2999), 'USD', 'en')).toBe('US$29.99');
  });
});
