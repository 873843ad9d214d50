import { Answer, FaultEnvironment } from './fault-environment';
import { LoadUser } from './load-population';
import { sleep } from './free-port';

export type Operation =
  | 'search'
  | 'open record'
  | 'favorite add'
  | 'favorite remove'
  | 'favorites list'
  | 'export'
  | 'balance';

/** Statuses each operation may answer; anything else is a finding. 402: out of credits. */
export const EXPECTED_STATUSES: Record<Operation, number[]> = {
  search: [200],
  'open record': [200, 402],
  'favorite add': [200, 201, 402],
  'favorite remove': [200],
  'favorites list': [200],
  export: [200],
  balance: [200],
};

/** The mix of a user's session: mostly searching and opening records. */
const MIX: [Operation, number][] = [
  ['search', 40],
  ['open record', 25],
  ['favorite add', 12],
  ['favorite remove', 8],
  ['favorites list', 7],
  ['export', 4],
  ['balance', 4],
];

const SEARCHES = [
  'q=panne',
  'q=soci%C3%A9t%C3%A9%20panne%201',
  'q=lyon&page=2',
  'typeAnnonce=creation&limit=20',
  'q=panne&dateFrom=2024-03-01&dateTo=2024-06-30',
  'q=introuvable',
  'page=3&limit=50',
];

export interface Sample {
  operation: Operation;
  status: number;
  ms: number;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

function pickOperation(): Operation {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [operation, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return 'search';
}

/** One request of the operation for this user; status 0 is a network error or timeout. */
async function perform(
  env: FaultEnvironment,
  user: LoadUser,
  operation: Operation,
  recordIds: number[],
): Promise<Answer> {
  const token = user.accessToken;
  switch (operation) {
    case 'search':
      return env.request('GET', `/api/analyzer/records?${pick(SEARCHES)}`, { token });
    case 'open record':
      return env.request('GET', `/api/analyzer/records/${pick(recordIds)}`, { token });
    case 'favorite add': {
      const answer = await env.request('POST', '/api/favorites', {
        token,
        json: { analyzerRecordId: pick(recordIds) },
      });
      if (answer.status === 201) user.favoriteIds.push(answer.body.favorite.id);
      return answer;
    }
    case 'favorite remove': {
      const id = user.favoriteIds.splice(Math.floor(Math.random() * user.favoriteIds.length), 1)[0];
      return env.request('DELETE', `/api/favorites/${id}`, { token });
    }
    case 'favorites list':
      return env.request('GET', '/api/favorites?limit=20', { token });
    case 'export':
      return env.request('GET', '/api/favorites/export', { token });
    case 'balance':
      return env.request('GET', '/api/credits/balance', { token });
  }
}

/** Every user runs its own session loop (think time between requests) until the deadline. */
export async function runLoad(
  env: FaultEnvironment,
  users: LoadUser[],
  recordIds: number[],
  seconds: number,
  thinkMs: [number, number] = [400, 1600],
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    users.map(async (user) => {
      await sleep(Math.random() * thinkMs[1]); // users do not all arrive in the same millisecond
      while (Date.now() < deadline) {
        let operation = pickOperation();
        if (operation === 'favorite remove' && user.favoriteIds.length === 0) {
          operation = 'favorite add';
        }
        const started = performance.now();
        const answer = await perform(env, user, operation, recordIds).catch((): Answer => ({
          status: 0,
          body: null,
          ms: performance.now() - started,
        }));
        samples.push({ operation, status: answer.status, ms: answer.ms });
        await sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
      }
    }),
  );
  return samples;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export interface OperationFigures {
  operation: Operation | 'all';
  requests: number;
  p50: number;
  p95: number;
  max: number;
  statuses: Record<number, number>;
}

export function figuresOf(samples: Sample[]): OperationFigures[] {
  const groups = new Map<Operation | 'all', Sample[]>([['all', samples]]);
  for (const sample of samples) {
    const group = groups.get(sample.operation) ?? [];
    group.push(sample);
    groups.set(sample.operation, group);
  }
  return [...groups].map(([operation, group]) => {
    const times = group.map((sample) => sample.ms).sort((a, b) => a - b);
    const statuses: Record<number, number> = {};
    for (const { status } of group) statuses[status] = (statuses[status] ?? 0) + 1;
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      operation,
      requests: group.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times[times.length - 1]),
      statuses,
    };
  });
}
