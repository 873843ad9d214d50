import { DataSource } from 'typeorm';
import { addFavorite, binaryBody, makeRecord } from '../../support/favorites-helpers';
import { makeAdmin, signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

/** Parses the export: BOM, `;` separators, CRLF lines, quoted cells with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('favorites API', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    database = await createIsolatedDatabase('favorites');
    t = await startTestApp({ DATABASE_URL: database.url, ENRICHMENT_API_URL: '' });
    [alice, bob] = await Promise.all([signedInUser(t), signedInUser(t)]);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('requires a token on every route', async () => {
    const routes: [string, string][] = [
      ['get', '/api/favorites'],
      ['post', '/api/favorites'],
      ['get', '/api/favorites/export'],
      ['get', '/api/favorites/check/1'],
      ['get', '/api/favorites/1'],
      ['delete', '/api/favorites/1'],
      ['patch', '/api/favorites/1/notes'],
      ['get', '/api/favorites/1/documents'],
      ['post', '/api/favorites/1/documents'],
      ['post', '/api/favorites/1/enrich'],
      ['get', '/api/favorites/documents/1/download'],
      ['delete', '/api/favorites/documents/1'],
    ];
    for (const [method, path] of routes) {
      const response = await (
        t.http as unknown as Record<
          string,
          (p: string) => Promise<{ status: number; body: { code: string } }>
        >
      )[method](path);
      expect([method, path, response.status, response.body.code]).toEqual([
        method,
        path,
        401,
        'UNAUTHENTICATED',
      ]);
    }
  });

  it('adds a visible record once, answering the existing favorite the second time', async () => {
    const recordId = await makeRecord(t, [alice.user.id], {
      nom_complet: 'Boulangerie Émile',
      date_parution: '2024-05-02',
      type_annonce: 'vente',
      siren: '123456789',
    });
    const first = await t.http
      .post('/api/favorites')
      .set(bearer(alice.accessToken))
      .send({ analyzerRecordId: recordId })
      .expect(201);
    expect(first.body).toEqual({
      favorite: expect.objectContaining({
        id: expect.any(Number),
        analyzer_record_id: recordId,
        nom_complet: 'Boulangerie Émile',
        date_parution: '2024-05-02',
        type_annonce: 'vente',
        siren: '123456789',
        notes: null,
        hasEnrichedData: false,
        documentCount: 0,
      }),
    });
    const second = await t.http
      .post('/api/favorites')
      .set(bearer(alice.accessToken))
      .send({ analyzerRecordId: recordId })
      .expect(200);
    expect(second.body.favorite.id).toBe(first.body.favorite.id);
  });

  it('refuses a record the user does not see, a missing one and a malformed body', async () => {
    const othersRecord = await makeRecord(t, [bob.user.id]);
    const hidden = await t.http
      .post('/api/favorites')
      .set(bearer(alice.accessToken))
      .send({ analyzerRecordId: othersRecord })
      .expect(404);
    expect(hidden.body.code).toBe('RECORD_NOT_FOUND');
    await t.http
      .post('/api/favorites')
      .set(bearer(alice.accessToken))
      .send({ analyzerRecordId: 99999999 })
      .expect(404);
    const invalid = await t.http
      .post('/api/favorites')
      .set(bearer(alice.accessToken))
      .send({ analyzerRecordId: 'abc', extra: 1 })
      .expect(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
  });

  it('lets an admin favorite any record', async () => {
    const admin = await makeAdmin(t);
    const recordId = await makeRecord(t, [bob.user.id]);
    const favorite = await addFavorite(t, admin.accessToken, recordId);
    expect(favorite.analyzer_record_id).toBe(recordId);
  });

  it('lists latest first with page, limit and total, and checks a record', async () => {
    const user = await signedInUser(t);
    const ids: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const recordId = await makeRecord(t, [user.user.id], { nom_complet: `Entreprise ${i}` });
      ids.push((await addFavorite(t, user.accessToken, recordId)).id);
    }
    const page = await t.http
      .get('/api/favorites')
      .query({ page: 1, limit: 2 })
      .set(bearer(user.accessToken))
      .expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.body.favorites.map((f: { nom_complet: string }) => f.nom_complet)).toEqual([
      'Entreprise 3',
      'Entreprise 2',
    ]);
    const second = await t.http
      .get('/api/favorites?page=2&limit=2')
      .set(bearer(user.accessToken))
      .expect(200);
    expect(second.body.favorites.map((f: { id: number }) => f.id)).toEqual([ids[0]]);
    const defaults = await t.http.get('/api/favorites').set(bearer(user.accessToken)).expect(200);
    expect(defaults.body).toMatchObject({ total: 3, page: 1, limit: 10 });

    const recordId = second.body.favorites[0].analyzer_record_id;
    const check = await t.http
      .get(`/api/favorites/check/${recordId}`)
      .set(bearer(user.accessToken))
      .expect(200);
    expect(check.body).toEqual({
      isFavorite: true,
      favorite: expect.objectContaining({ id: ids[0], analyzer_record_id: recordId }),
    });
    const other = await t.http
      .get(`/api/favorites/check/${recordId}`)
      .set(bearer(bob.accessToken))
      .expect(200);
    expect(other.body).toEqual({ isFavorite: false, favorite: null });
  });

  it("lists each favorite with its company's status, procedure_collective included", async () => {
    const user = await signedInUser(t);
    const db = t.app.get(DataSource);
    const sirens = ['552100554', '732829320', '120027016'];
    await db.query(
      `INSERT INTO company_status (siren, code, since, source_annonce_id)
       VALUES ($1, 'procedure_collective', '2026-03-02', 'A-1'), ($2, 'liquidation_judiciaire', '2026-01-05', 'A-2')`,
      sirens.slice(0, 2),
    );
    for (const siren of [...sirens, null]) {
      const recordId = await makeRecord(t, [user.user.id], { siren, nom_complet: `S ${siren}` });
      await addFavorite(t, user.accessToken, recordId);
    }
    const list = await t.http.get('/api/favorites').set(bearer(user.accessToken)).expect(200);
    const statusOf = Object.fromEntries(
      list.body.favorites.map((f: { siren: string | null; companyStatus: unknown }) => [
        String(f.siren),
        f.companyStatus,
      ]),
    );
    expect(statusOf).toEqual({
      [sirens[0]]: { code: 'procedure_collective', since: '2026-03-02', annonceId: 'A-1' },
      [sirens[1]]: { code: 'liquidation_judiciaire', since: '2026-01-05', annonceId: 'A-2' },
      [sirens[2]]: { code: 'active', since: null, annonceId: null },
      null: null,
    });
  });

  it('shows no more of the record than a results row: adding a favorite is free', async () => {
    const user = await signedInUser(t);
    const recordId = await makeRecord(t, [user.user.id], {
      nom_complet: 'Résumé SA',
      siren: '443061841',
      activite: 'Négoce',
    });
    const added = await addFavorite(t, user.accessToken, recordId);
    const search = await t.http
      .get('/api/analyzer/records')
      .query({ siren: '443061841' })
      .set(bearer(user.accessToken))
      .expect(200);
    const row = search.body.data.data.find((r: { id: number }) => r.id === recordId);
    const own = [
      'id',
      'analyzer_record_id',
      'notes',
      'written_notes',
      'enrichment',
      'hasEnrichedData',
      'documentCount',
      'created_at',
      'updated_at',
    ];
    const reads = [
      added,
      (await t.http.get('/api/favorites').set(bearer(user.accessToken)).expect(200)).body
        .favorites[0],
      (await t.http.get(`/api/favorites/${added.id}`).set(bearer(user.accessToken)).expect(200))
        .body.favorite,
      (
        await t.http
          .get(`/api/favorites/check/${recordId}`)
          .set(bearer(user.accessToken))
          .expect(200)
      ).body.favorite,
    ];
    for (const favorite of reads) {
      const recordFields = Object.keys(favorite).filter((key) => !own.includes(key));
      expect(recordFields.filter((key) => !(key in row))).toEqual([]);
      expect(favorite).toMatchObject({ nom_complet: 'Résumé SA', siren: '443061841' });
      expect(favorite).not.toHaveProperty('activite');
    }
  });

  it('shows the real favorite status in the analyzer search and detail', async () => {
    const user = await signedInUser(t);
    const kept = await makeRecord(t, [user.user.id], { nom_complet: 'Gardée SA' });
    const other = await makeRecord(t, [user.user.id], { nom_complet: 'Autre SA' });
    const favorite = await addFavorite(t, user.accessToken, kept);
    const search = await t.http
      .get('/api/analyzer/records')
      .set(bearer(user.accessToken))
      .expect(200);
    const byId = new Map(
      search.body.data.data.map((r: { id: number }) => [r.id, r] as [number, object]),
    );
    expect(byId.get(kept)).toMatchObject({ isFavorite: true, favorite: { id: favorite.id } });
    expect(byId.get(other)).toMatchObject({ isFavorite: false, favorite: null });
    // Someone else's favorite of the same record is theirs; a word search reads by tiers.
    const bobsRecord = await makeRecord(t, [user.user.id, bob.user.id], {
      nom_complet: 'Gardée Bis',
    });
    await addFavorite(t, bob.accessToken, bobsRecord);
    const worded = await t.http
      .get('/api/analyzer/records')
      .set(bearer(user.accessToken))
      .query({ q: 'gardee' })
      .expect(200);
    expect(
      worded.body.data.data.map((r: { id: number; isFavorite: boolean }) => [r.id, r.isFavorite]),
    ).toEqual(
      expect.arrayContaining([
        [kept, true],
        [bobsRecord, false],
      ]),
    );
    const detail = await t.http
      .get(`/api/analyzer/records/${kept}`)
      .set(bearer(user.accessToken))
      .expect(200);
    expect(detail.body.data).toMatchObject({ isFavorite: true, favorite: { id: favorite.id } });

    await t.http.delete(`/api/favorites/${favorite.id}`).set(bearer(user.accessToken)).expect(200);
    const after = await t.http
      .get(`/api/analyzer/records/${kept}`)
      .set(bearer(user.accessToken))
      .expect(200);
    expect(after.body.data).toMatchObject({ isFavorite: false, favorite: null });
  });

  it('saves plain and enriched notes and reads a favorite directly', async () => {
    const recordId = await makeRecord(t, [alice.user.id], { nom_complet: 'Notes SARL' });
    const { id } = await addFavorite(t, alice.accessToken, recordId);
    const plain = await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(alice.accessToken))
      .send({ notes: 'Rappeler le gérant — « urgent »' })
      .expect(200);
    expect(plain.body.favorite).toMatchObject({
      id,
      notes: 'Rappeler le gérant — « urgent »',
      written_notes: 'Rappeler le gérant — « urgent »',
      enrichment: null,
      hasEnrichedData: false,
    });
    const enriched = JSON.stringify({
      enriched: true,
      timestamp: '2025-01-01T00:00:00.000Z',
      data: { insee: { siren: '123456789' } },
      additionalNotes: 'suite',
    });
    const saved = await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(alice.accessToken))
      .send({ notes: enriched })
      .expect(200);
    expect(saved.body.favorite).toMatchObject({ notes: enriched, hasEnrichedData: true });
    const direct = await t.http
      .get(`/api/favorites/${id}`)
      .set(bearer(alice.accessToken))
      .expect(200);
    expect(direct.body.favorite).toMatchObject({
      id,
      nom_complet: 'Notes SARL',
      hasEnrichedData: true,
      written_notes: 'suite',
      enrichment: {
        timestamp: '2025-01-01T00:00:00.000Z',
        data: { insee: { siren: '123456789' } },
      },
    });
    // The person's text alone: the enrichment stays, the client never rebuilds its JSON.
    const written = await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(alice.accessToken))
      .send({ writtenNotes: 'Rappeler mardi' })
      .expect(200);
    expect(written.body.favorite).toMatchObject({
      hasEnrichedData: true,
      written_notes: 'Rappeler mardi',
      enrichment: { data: { insee: { siren: '123456789' } } },
    });
    expect(JSON.parse(written.body.favorite.notes).additionalNotes).toBe('Rappeler mardi');
    await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(alice.accessToken))
      .send({ notes: 42 })
      .expect(400);
    const cleared = await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(alice.accessToken))
      .send({ notes: '' })
      .expect(200);
    expect(cleared.body.favorite.notes).toBeNull();
    const plainAgain = await t.http
      .patch(`/api/favorites/${id}/notes`)
      .set(bearer(alice.accessToken))
      .send({ writtenNotes: 'Texte seul' })
      .expect(200);
    expect(plainAgain.body.favorite).toMatchObject({ notes: 'Texte seul', enrichment: null });
  });

  it("answers 404 for another user's favorite on every route", async () => {
    const recordId = await makeRecord(t, [alice.user.id]);
    const { id } = await addFavorite(t, alice.accessToken, recordId);
    const asBob = bearer(bob.accessToken);
    for (const response of [
      await t.http.get(`/api/favorites/${id}`).set(asBob),
      await t.http.patch(`/api/favorites/${id}/notes`).set(asBob).send({ notes: 'x' }),
      await t.http.get(`/api/favorites/${id}/documents`).set(asBob),
      await t.http.post(`/api/favorites/${id}/enrich`).set(asBob),
      await t.http.delete(`/api/favorites/${id}`).set(asBob),
    ]) {
      expect([response.status, response.body.code]).toEqual([404, 'FAVORITE_NOT_FOUND']);
    }
    const list = await t.http.get('/api/favorites').set(asBob).expect(200);
    expect(list.body.favorites.map((f: { id: number }) => f.id)).not.toContain(id);
    await t.http.get(`/api/favorites/${id}`).set(bearer(alice.accessToken)).expect(200);
  });

  it('removes a favorite', async () => {
    const recordId = await makeRecord(t, [alice.user.id]);
    const { id } = await addFavorite(t, alice.accessToken, recordId);
    expect(
      (await t.http.delete(`/api/favorites/${id}`).set(bearer(alice.accessToken)).expect(200)).body,
    ).toEqual({ success: true });
    await t.http.get(`/api/favorites/${id}`).set(bearer(alice.accessToken)).expect(404);
    await t.http.delete(`/api/favorites/${id}`).set(bearer(alice.accessToken)).expect(404);
  });

  it('answers comingSoon for enrichment when ENRICHMENT_API_URL is empty', async () => {
    const recordId = await makeRecord(t, [alice.user.id], { siren: '123456789' });
    const { id } = await addFavorite(t, alice.accessToken, recordId);
    const response = await t.http
      .post(`/api/favorites/${id}/enrich`)
      .set(bearer(alice.accessToken))
      .expect(200);
    expect(response.body).toEqual({ comingSoon: true, message: 'Feature coming soon' });
  });

  it('exports every favorite as a CSV for French Excel', async () => {
    const user = await signedInUser(t);
    const names = ['Café « Le Zéphyr »', 'Société; "Guillemets"', '=CMD() Piège'];
    for (const [i, name] of names.entries()) {
      const recordId = await makeRecord(t, [user.user.id], {
        nom_complet: name,
        date_parution: `2024-0${i + 1}-15`,
        siren: `55512022${i}`,
      });
      await addFavorite(t, user.accessToken, recordId);
    }
    const list = await t.http.get('/api/favorites').set(bearer(user.accessToken)).expect(200);
    const [latest, , oldest] = list.body.favorites;
    await t.http
      .patch(`/api/favorites/${oldest.id}/notes`)
      .set(bearer(user.accessToken))
      .send({ notes: 'Première ligne\nDeuxième ligne' })
      .expect(200);
    const enriched = {
      enriched: true,
      timestamp: '2025-02-03T10:00:00.000Z',
      data: {
        sirenBasic: { siren: '555120222', denomination: 'ZÉPHYR SAS', etat: 'Active' },
        insee: { activite_principale: '56.30Z' },
      },
      additionalNotes: 'Client potentiel',
    };
    await t.http
      .patch(`/api/favorites/${latest.id}/notes`)
      .set(bearer(user.accessToken))
      .send({ notes: JSON.stringify(enriched) })
      .expect(200);

    const response = await t.http
      .get('/api/favorites/export')
      .set(bearer(user.accessToken))
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="favorites-export-${today}.csv"`,
    );
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(
      expect.arrayContaining(['Nom complet', 'Date de parution', 'Notes', 'Documents']),
    );
    expect(rows).toHaveLength(3);
    const column = (row: string[], title: string) => row[header.indexOf(title)];
    expect(rows.map((row) => column(row, 'Nom complet'))).toEqual([
      "'=CMD() Piège",
      'Société; "Guillemets"',
      'Café « Le Zéphyr »',
    ]);
    expect(column(rows[2], 'Notes')).toBe('Première ligne\nDeuxième ligne');
    expect(column(rows[2], 'Date de parution')).toBe('2024-01-15');
    expect(column(rows[0], 'Notes')).toBe(
      'Données enrichies le 2025-02-03 : ZÉPHYR SAS, SIREN 555120222, NAF 56.30Z, Active\nNotes : Client potentiel',
    );
    expect(column(rows[0], 'Documents')).toBe('0');
    // Families by their label, never a raw code; the company's status in words.
    expect(column(rows[0], "Type d'annonce")).toBe('Création');
    expect(column(rows[0], "Statut de l'entreprise")).toBe('En activité');

    const empty = await signedInUser(t);
    const none = await t.http
      .get('/api/favorites/export')
      .set(bearer(empty.accessToken))
      .expect(200);
    expect(parseCsv(none.text.replace(/^\uFEFF/, ''))).toHaveLength(1);
  });
});
