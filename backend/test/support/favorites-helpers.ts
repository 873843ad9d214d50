import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bearer } from './ingestion-helpers';
import { TestApp } from './test-app';

export interface RecordFields {
  nom_complet?: string;
  date_parution?: string | null;
  type_annonce?: string;
  siren?: string | null;
  rcs?: string | null;
  activite?: string | null;
  ville?: string | null;
}

/** A catalogue record assigned to the given users (CONTRACT §4.1: visibility by assignment). */
export async function makeRecord(
  t: TestApp,
  assignedTo: number[],
  fields: RecordFields = {},
): Promise<number> {
  const db = t.app.get(DataSource);
  const [{ id }] = await db.query(
    `INSERT INTO analyzer_records (annonce_id, nom_complet, date_parution, type_annonce, siren, rcs, activite, ville, sirens)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      `F-${randomUUID()}`,
      fields.nom_complet ?? 'Société Test',
      fields.date_parution === undefined ? '2024-03-10' : fields.date_parution,
      fields.type_annonce ?? 'creation',
      fields.siren ?? null,
      fields.rcs ?? null,
      fields.activite ?? null,
      fields.ville ?? null,
      fields.siren ? [fields.siren] : [],
    ],
  );
  for (const userId of assignedTo) {
    await db.query(`INSERT INTO record_assignments (user_id, record_id) VALUES ($1, $2)`, [
      userId,
      id,
    ]);
  }
  return id;
}

export async function addFavorite(t: TestApp, token: string, recordId: number) {
  const response = await t.http
    .post('/api/favorites')
    .set(bearer(token))
    .send({ analyzerRecordId: recordId });
  if (![200, 201].includes(response.status)) {
    throw new Error(`add favorite failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.favorite as { id: number; analyzer_record_id: number; notes: string | null };
}

/** A supertest parser keeping the raw bytes of a response (downloads, CSV). */
export const binaryBody = (
  res: NodeJS.ReadableStream,
  done: (err: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
