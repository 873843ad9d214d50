import { FaultEnvironment, Session } from './fault-environment';
import { waitUntil } from './free-port';

export interface RunRow {
  id: string;
  state: string;
  processed: number;
  inserted: number;
  skipped: number;
  message: string | null;
}

/** Starts a BODACC import of a file inside INGEST_DIR through the admin API. */
export async function startBodaccImport(
  env: FaultEnvironment,
  admin: Session,
  filePath: string,
  batchSize: number,
): Promise<string> {
  const answer = await env.request('POST', '/api/admin/ingest/bodacc-csv', {
    token: admin.accessToken,
    json: { filePath, batchSize },
  });
  if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${answer.body}`);
  return answer.body.processId;
}

/** The run's row, or null while the database does not answer. */
export async function jobRun(env: FaultEnvironment, id: string): Promise<RunRow | null> {
  try {
    const { rows } = await env.db.query<RunRow>(`SELECT * FROM job_runs WHERE id = $1`, [id]);
    return rows[0] ?? null;
  } catch {
    return null;
  }
}

export async function waitForRun(
  env: FaultEnvironment,
  id: string,
  until: (run: RunRow) => boolean,
  timeoutMs: number,
): Promise<RunRow> {
  let last: RunRow | null = null;
  try {
    await waitUntil(
      `run ${id}`,
      async () => {
        last = (await jobRun(env, id)) ?? last;
        return last !== null && until(last);
      },
      timeoutMs,
      100,
    );
  } catch (error) {
    throw new Error(
      `${(error as Error).message}; last seen ${JSON.stringify(last)}\n${env.logs()}`,
    );
  }
  return last as unknown as RunRow;
}

export async function countAnnouncements(env: FaultEnvironment, idPrefix: string) {
  const { rows } = await env.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM bodacc_announcements WHERE id LIKE $1`,
    [`${idPrefix}%`],
  );
  return rows[0].count;
}
