import { describe, expect, it } from 'vitest';
import {
  DEPARTEMENTS,
  departementCodeOf,
  departementLabel,
  departementMatches,
} from './departements';

describe('departments', () => {
  it('lists the 96 metropolitan departments, Corsica as 2A and 2B, without 20', () => {
    const metropolitan = DEPARTEMENTS.filter(({ code }) => code.length === 2);
    expect(metropolitan).toHaveLength(96);
    expect(departementLabel('2A')).toBe('2A — Corse-du-Sud');
    expect(departementLabel('2B')).toBe('2B — Haute-Corse');
    expect(departementCodeOf('20')).toBeNull();
  });

  it('lists the overseas departments and collectivities by their official names', () => {
    const overseas = DEPARTEMENTS.filter(({ code }) => code.length === 3);
    expect(overseas.map(({ code }) => code)).toEqual([
      '971',
      '972',
      '973',
      '974',
      '975',
      '976',
      '977',
      '978',
      '986',
      '987',
      '988',
    ]);
    expect(departementLabel('974')).toBe('974 — La Réunion');
    expect(departementLabel('988')).toBe('988 — Nouvelle-Calédonie');
  });

  it('has each code once', () => {
    expect(new Set(DEPARTEMENTS.map(({ code }) => code)).size).toBe(DEPARTEMENTS.length);
  });

  it('reads a code as a URL may hold it', () => {
    expect(departementCodeOf('2a')).toBe('2A');
    expect(departementCodeOf(' 75 ')).toBe('75');
    expect(departementCodeOf('1')).toBe('01');
    expect(departementCodeOf('999')).toBeNull();
  });

  it('finds a department by code or by name, without accents or case', () => {
    expect(departementMatches('974', 'reunion')).toBe(true);
    expect(departementMatches('75', '75')).toBe(true);
    expect(departementMatches('13', 'BOUCHES-DU-RHONE')).toBe(true);
    expect(departementMatches('75', 'lyon')).toBe(false);
    expect(departementMatches('75', '')).toBe(true);
  });
});
