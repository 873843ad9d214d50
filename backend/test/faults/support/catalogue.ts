import { randomUUID } from 'node:crypto';
import { FaultEnvironment } from './fault-environment';

/** Catalogue records made in SQL, each assigned to every given user (visibility, CONTRACT §4.1). */
export async function makeAssignedRecords(
  env: FaultEnvironment,
  userIds: number[],
  count: number,
): Promise<number[]> {
  const names = Array.from(
    { length: count },
    (_, i) => `Société Panne ${i} ${randomUUID().slice(0, 6)}`,
  );
  const { rows } = await env.db.query<{ id: number }>(
    `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, ville)
     SELECT 'FAULT-' || md5(name), name, date '2024-01-01' + (n % 300)::int, 'creation',
            lpad((100000000 + n)::text, 9, '0'), 'Lyon'
     FROM unnest($1::text[]) WITH ORDINALITY AS t(name, n)
     RETURNING id`,
    [names],
  );
  const ids = rows.map((row) => row.id);
  await env.db.query(
    `INSERT INTO record_assignments (user_id, record_id)
     SELECT u, r FROM unnest($1::int[]) AS u CROSS JOIN unnest($2::int[]) AS r`,
    [userIds, ids],
  );
  return ids;
}
