import { isCalendarDate } from './is-calendar-date';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2023-12-31', '0001-01-01', '9999-12-31', '2024-04-30'])(
    'accepts %s',
    (date) => expect(isCalendarDate(date)).toBe(true),
  );

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '0000-01-01',
    '2024-1-01',
    '2024-01-01T00:00',
    '',
    20240101,
  ])('refuses %s', (date) => expect(isCalendarDate(date)).toBe(false));
});
