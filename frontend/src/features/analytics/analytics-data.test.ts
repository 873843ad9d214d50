import { describe, expect, it } from 'vitest';
import { theme } from '../../shared/theme/theme';
import { ANNOUNCEMENT_TYPES } from '../analyzer';
import {
  MAX_MONTH_BARS,
  shortTribunalName,
  stackedPeriodsOf,
  stackedTableOf,
  typeColor,
} from './analytics-data';

describe('the notices per month, stacked by type', () => {
  it('gives every month from the first to the last, zero where none, the largest type first', () => {
    const stacked = stackedPeriodsOf([
      { month: '2024-01', type: 'creation', count: 2 },
      { month: '2024-01', type: 'collective', count: 1 },
      { month: '2024-03', type: 'collective', count: 4 },
      { month: '2023-12', type: null, count: 1 },
    ]);
    expect(stacked).toEqual({
      granularity: 'month',
      periods: ['2023-12', '2024-01', '2024-02', '2024-03'],
      series: [
        { type: 'collective', data: [0, 1, 0, 4] },
        { type: 'creation', data: [0, 2, 0, 0] },
        { type: null, data: [1, 0, 0, 0] },
      ],
    });
    expect(stackedTableOf(stacked)).toEqual([
      [0, 0, 1],
      [1, 2, 0],
      [0, 0, 0],
      [4, 0, 0],
    ]);
  });

  it('counts per year when the months are too many to draw, keeping every notice', () => {
    const stacked = stackedPeriodsOf([
      { month: '2008-04', type: 'creation', count: 3 },
      { month: '2008-11', type: 'creation', count: 1 },
      { month: '2012-06', type: 'radiation', count: 5 },
    ]);
    expect(MAX_MONTH_BARS).toBeLessThan(51);
    expect(stacked).toEqual({
      granularity: 'year',
      periods: ['2008', '2009', '2010', '2011', '2012'],
      series: [
        { type: 'radiation', data: [0, 0, 0, 0, 5] },
        { type: 'creation', data: [4, 0, 0, 0, 0] },
      ],
    });
  });

  it("spans the filter's months, from January when the first notice is of February", () => {
    const stacked = stackedPeriodsOf(
      [
        { month: '2026-02', type: 'collective', count: 51 },
        { month: '2026-08', type: 'collective', count: 6 },
      ],
      { from: '2026-01-01', to: '2026-11-26' },
    );
    expect(stacked.periods).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(stacked.series).toEqual([
      { type: 'collective', data: [0, 51, 0, 0, 0, 0, 0, 6, 0, 0, 0] },
    ]);
    // A bound left open is the first (or last) notice's month.
    expect(
      stackedPeriodsOf([{ month: '2026-02', type: null, count: 1 }], { to: '2026-03-31' }),
    ).toMatchObject({ periods: ['2026-02', '2026-03'] });
  });

  it('counts per year over the default range since 2000, from 2000', () => {
    const stacked = stackedPeriodsOf([{ month: '2008-04', type: 'creation', count: 3 }], {
      from: '2000-01-01',
      to: '2026-11-26',
    });
    expect(stacked.granularity).toBe('year');
    expect(stacked.periods[0]).toBe('2000');
    expect(stacked.periods.at(-1)).toBe('2026');
    expect(stacked.series[0].data[8]).toBe(3);
  });

  it('has nothing to draw without notices', () => {
    expect(stackedPeriodsOf([])).toEqual({ granularity: 'month', periods: [], series: [] });
  });
});

describe('the labels and colours of the charts', () => {
  it.each([
    ['Greffe du Tribunal de Commerce de Nice', 'TC Nice'],
    ['GREFFE DU TRIBUNAL DE COMMERCE DE PARIS', 'TC PARIS'],
    ['Greffe du Tribunal Judiciaire de Mulhouse', 'TJ Mulhouse'],
    ["Greffe du Tribunal des Activités Economiques d'Avignon", 'TAE Avignon'],
    ['Tribunal mixte de commerce de Basse-Terre', 'Tribunal mixte de commerce de Basse-Terre'],
  ])('shortens the tribunal %s to %s', (name, short) => {
    expect(shortTribunalName(name)).toBe(short);
  });

  it('gives each notice type its own colour, grey to the others', () => {
    const colors = theme.palette.tones.chart;
    const colours = ANNOUNCEMENT_TYPES.map((type) => typeColor(type, colors));
    expect(new Set(colours).size).toBe(ANNOUNCEMENT_TYPES.length);
    expect(typeColor(null, colors)).toBe(typeColor('unknown', colors));
    expect(colours).not.toContain(typeColor(null, colors));
  });
});
