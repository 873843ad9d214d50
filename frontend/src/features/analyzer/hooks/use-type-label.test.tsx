import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { ANNOUNCEMENT_TYPES } from '../announcement-types';
import { useTypeLabel } from './use-type-label';

const labelsOf = () => {
  const { result } = renderHook(() => useTypeLabel());
  return Object.fromEntries(ANNOUNCEMENT_TYPES.map((type) => [type, result.current(type)]));
};

afterEach(() => i18n.changeLanguage('fr'));

describe('announcement type labels', () => {
  it('names every family in French', () => {
    expect(labelsOf()).toEqual({
      creation: 'Création',
      immatriculation: 'Immatriculation',
      modification: 'Modification',
      vente: 'Vente et cession',
      collective: 'Procédure collective',
      conciliation: 'Procédure de conciliation',
      retablissement_professionnel: 'Rétablissement professionnel',
      radiation: 'Radiation',
      dpc: 'Dépôt des comptes',
      divers: 'Annonce diverse',
      rectificatif: 'Rectificatif',
      annulation: 'Annulation',
    });
  });

  it('names every family in English, never by its code', async () => {
    await i18n.changeLanguage('en');
    const labels = labelsOf();
    expect(labels.vente).toBe('Sale and transfer');
    expect(labels.dpc).toBe('Filing of accounts');
    for (const type of ANNOUNCEMENT_TYPES) expect(labels[type], type).not.toBe(type);
    expect(new Set(Object.values(labels)).size).toBe(ANNOUNCEMENT_TYPES.length);
  });

  it('shows an unknown value as it is, and a missing one as a dash', () => {
    const { result } = renderHook(() => useTypeLabel());
    expect(result.current('nouvelle_famille')).toBe('nouvelle_famille');
    expect(result.current(null)).toBe('-');
  });
});
