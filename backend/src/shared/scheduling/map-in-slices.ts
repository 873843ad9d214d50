import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * CPU a job may take at a stretch before the API's requests get their turn (issue 31: ≤ 100 ms,
 * with room for the unsliced work of a turn: a socket's chunk parsed, a garbage collection).
 */
export const SLICE_MS = 10;

/**
 * One budget for the whole process: a batch being mapped and the batch before it being written
 * run in the same turns of the event loop, so their slices add up unless they share it.
 */
let sliceStart = performance.now();
let pendingSlice: Promise<void> | null = null;

/** Whether the process's slice of this turn is used up: the caller then awaits `nextSlice()`. */
export const isSliceUsed = (sliceMs = SLICE_MS): boolean =>
  performance.now() - sliceStart >= sliceMs;

/**
 * Resolves on the next turn of the event loop, when the budget starts again. A caller checks
 * `isSliceUsed()` again on waking (`while (isSliceUsed()) await nextSlice()`): another loop
 * sharing the turn may have used the slice first.
 */
export function nextSlice(): Promise<void> {
  pendingSlice ??= nextTurn().then(() => {
    pendingSlice = null;
    sliceStart = performance.now();
  });
  return pendingSlice;
}

/**
 * `items.map(map)`, yielding to the event loop whenever the process's slice has run for
 * `sliceMs`: a batch of a data job, mapped in the API's process (PROCESS_ROLE=all), never holds
 * its requests for long.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
  sliceMs = SLICE_MS,
): Promise<R[]> {
  const mapped: R[] = new Array(items.length);
  for (let i = 0; i < items.length; i += 1) {
    while (isSliceUsed(sliceMs)) await nextSlice();
    mapped[i] = map(items[i], i);
  }
  return mapped;
}
