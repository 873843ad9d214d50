import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { aSession, aUser } from '../../test/render';
import { SessionContext } from '../auth';
import { startedJobRun, type FollowedJobRun } from './job-run';
import { useFollowedJobRun } from './use-followed-job-run';

const fakeSocket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./socket', () => ({
  acquireSocket: () => fakeSocket.current,
  releaseSocket: () => undefined,
}));

let socket: EventEmitter;
let reads: FollowedJobRun[];
let readCount: number;

beforeEach(() => {
  socket = new EventEmitter();
  fakeSocket.current = socket;
  readCount = 0;
  reads = [];
});

function follow(isPolled = false) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={aSession({ user: aUser({ role: 'admin' }) })}>
        {children}
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  const read = async () => {
    readCount += 1;
    return reads.shift() ?? { ...startedJobRun('p1'), state: 'running' as const };
  };
  return renderHook(() => useFollowedJobRun({ queryKey: ['job', 'p1'], read, isPolled }), {
    wrapper,
  });
}

describe('useFollowedJobRun', () => {
  it('writes the events of its process into the cache, and reads again on reconnect', async () => {
    const { result } = follow();
    await waitFor(() => expect(result.current.run?.processId).toBe('p1'));
    act(() => {
      socket.emit('analyzer:admin:ingest:progress', {
        processId: 'p1',
        progress: 30,
        total: 10,
        currentRow: 3,
      });
      socket.emit('analyzer:admin:ingest:progress', {
        processId: 'p2',
        progress: 90,
        total: 10,
        currentRow: 9,
      });
    });
    await waitFor(() => expect(result.current.run).toMatchObject({ progress: 30, processed: 3 }));

    reads = [{ ...startedJobRun('p1'), state: 'completed', progress: 100, processed: 10 }];
    act(() => void socket.emit('connect'));
    await waitFor(() => expect(result.current.run?.state).toBe('completed'));
    expect(readCount).toBe(2);
  });

  it('when polled, reads a run that looks active again until it ends', async () => {
    reads = [
      startedJobRun('p1'),
      { ...startedJobRun('p1'), state: 'completed', isRunning: false, message: 'Completed' },
    ];
    const { result } = follow(true);
    await waitFor(() => expect(result.current.run?.state).toBe('completed'), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readCount).toBe(2);
  });
});
