import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('page window', () => {
  it('shows at most 5 page numbers around the current page', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are 5 or fewer, and none without results', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
