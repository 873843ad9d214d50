import type { HistoryStatus } from './types';

/** GET /api/admin/history before any history ran. */
export const aHistoryStatus = (overrides: Partial<HistoryStatus> = {}): HistoryStatus => ({
  from: null,
  through: null,
  state: 'idle',
  months: { done: 0, total: 0 },
  currentMonth: null,
  rows: 0,
  ratePerSecond: null,
  etaSeconds: null,
  expectedRows: null,
  processId: null,
  message: null,
  messageCode: null,
  messageParams: null,
  ...overrides,
});
