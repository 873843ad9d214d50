/** The API under load: starting a built one, and asking it pages as the search mix does. */
import autocannon from 'autocannon';
import { ChildProcess, spawn } from 'node:child_process';

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Starts a built API (`main.js`) and resolves once its health check answers on `port`. */
export async function startApi(
  mainJs: string,
  env: NodeJS.ProcessEnv,
  port: number,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const api = spawn(process.execPath, [...nodeArgs, mainJs], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return api;
    if (tries > 300 || api.exitCode !== null) throw new Error(`${mainJs}: the API did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface LoadResult {
  p50: number;
  p95: number;
  perSecond: number;
  errors: number;
}

/** `connections` clients asking the paths in turn for `seconds`, as `token`'s user. */
export async function loadApi(
  baseUrl: string,
  token: string,
  paths: string[],
  seconds: number,
  connections = 16,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: baseUrl,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) errors += 1;
    latencies.push(responseTime);
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: result.requests.total / seconds,
    errors: errors + result.errors + result.non2xx,
  };
}
