import { describe, expect, it } from 'vitest';
import { formatSiren, sirenFromInput } from './siren';

describe('SIREN', () => {
  it('reads 9 digits, with or without spaces', () => {
    expect(sirenFromInput('880878145')).toBe('880878145');
    expect(sirenFromInput(' 880 878 145 ')).toBe('880878145');
  });

  it('takes the SIREN of a SIRET (its first 9 of 14 digits), with or without spaces', () => {
    expect(sirenFromInput('88087814500015')).toBe('880878145');
    expect(sirenFromInput('880 878 145 00015')).toBe('880878145');
    expect(sirenFromInput('8808781450001')).toBeNull();
  });

  it('refuses anything that is not 9 digits', () => {
    expect(sirenFromInput('88087814')).toBeNull();
    expect(sirenFromInput('8808781450')).toBeNull();
    expect(sirenFromInput('88087814A')).toBeNull();
    expect(sirenFromInput('')).toBeNull();
  });

  it('is shown in groups of three', () => {
    expect(formatSiren('880878145')).toBe('880 878 145');
    expect(formatSiren('12')).toBe('12');
  });
});
