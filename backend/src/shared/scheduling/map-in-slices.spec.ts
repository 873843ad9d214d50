import { performance } from 'node:perf_hooks';
import { mapInSlices } from './map-in-slices';

/** Keeps the CPU for `ms` of wall time, as a mapper does on a long row. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('mapInSlices', () => {
  it('maps like Array.map, in order, with the index', async () => {
    expect(await mapInSlices(['a', 'b', 'c'], (item, index) => `${item}${index}`)).toEqual([
      'a0',
      'b1',
      'c2',
    ]);
  });

  it('lets a timer run between slices of a long map', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    await mapInSlices(Array.from({ length: 20 }), () => busy(5), 10);
    clearInterval(timer);
    // 100 ms of work in slices of 10 ms: the timer ran between them.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('shares one slice between maps running at once (a batch mapped while another is written)', async () => {
    // Items mapped between two ticks of a timer ran in one turn of the event loop.
    let tick = 0;
    const probe = setInterval(() => (tick += 1), 0);
    const itemsPerTurn = new Map<number, number>();
    const map = () => {
      itemsPerTurn.set(tick, (itemsPerTurn.get(tick) ?? 0) + 1);
      busy(10);
    };
    const items = Array.from({ length: 12 });
    await Promise.all([mapInSlices(items, map, 30), mapInSlices(items, map, 30)]);
    clearInterval(probe);
    // A slice of 30 ms holds three items of 10 ms; two slices in the same turn would hold six.
    expect(Math.max(...itemsPerTurn.values())).toBe(3);
  });
});
