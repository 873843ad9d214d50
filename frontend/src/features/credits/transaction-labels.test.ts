import { describe, expect, it } from 'vitest';
import i18n from '../../shared/i18n/i18n';
import { transactionTypeKey } from './transaction-labels';

const label = (type: string, amount: number) =>
  i18n.t(transactionTypeKey(type, amount), { ns: 'credits' });

describe('credit transaction type labels (spec §3)', () => {
  it('labels an adjustment by its sign: Adjustment when positive, Deduction when negative', async () => {
    await i18n.changeLanguage('en');
    expect(label('adjustment', 25)).toBe('Adjustment');
    expect(label('adjustment', -25)).toBe('Deduction');
    await i18n.changeLanguage('fr');
    expect(label('adjustment', 25)).toBe('Ajustement');
    expect(label('adjustment', -25)).toBe('Déduction');
  });

  it('labels an unknown type by its sign: Added or Used', async () => {
    await i18n.changeLanguage('en');
    expect(label('promo_2027', 5)).toBe('Added');
    expect(label('promo_2027', -5)).toBe('Used');
    await i18n.changeLanguage('fr');
    expect(label('promo_2027', 5)).toBe('Ajout');
    expect(label('promo_2027', -5)).toBe('Utilisation');
  });

  it('has a label of its own for every known type, whatever the sign', async () => {
    await i18n.changeLanguage('en');
    expect(
      [
        'subscription_grant',
        'subscription_renewal',
        'credit_purchase',
        'purchase',
        'usage',
        'refund',
        'gift',
        'welcome',
      ].map((type) => label(type, type === 'usage' ? -1 : 1)),
    ).toEqual([
      'Subscription credits',
      'Subscription renewal',
      'Credit purchase',
      'Purchase',
      'Usage',
      'Refund',
      'Gift',
      'Welcome',
    ]);
  });
});
