import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { addFavorite, binaryBody, makeRecord } from '../../support/favorites-helpers';
import { signedInUser } from '../../support/identity-factory';
import { bearer, clearRedisPrefix } from '../../support/ingestion-helpers';
import { createIsolatedDatabase } from '../../support/isolated-database';
import { startTestApp, TestApp } from '../../support/test-app';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const MB10 = 10 * 1024 * 1024;
const pdf = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const elf = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(256)]);
const docx = () =>
  Buffer.concat([
    Buffer.from('PK\x03\x04\x14\x00\x06\x00\x08\x00', 'latin1'),
    Buffer.alloc(20),
    Buffer.from('[Content_Types].xml', 'latin1'),
    randomBytes(100),
  ]);

describe('favorite documents API', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let uploadDir: string;
  let alice: Session;
  let bob: Session;
  let favoriteId: number;

  const storedFiles = () => {
    const dir = join(uploadDir, 'favorite-documents');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const incomingFiles = () => {
    const dir = join(uploadDir, 'incoming');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const upload = (token: string, id: number, content: Buffer, name: string, field = 'document') =>
    t.http.post(`/api/favorites/${id}/documents`).set(bearer(token)).attach(field, content, name);
  const newFavorite = async (session: Session) =>
    (await addFavorite(t, session.accessToken, await makeRecord(t, [session.user.id]))).id;

  beforeAll(async () => {
    database = await createIsolatedDatabase('documents');
    uploadDir = mkdtempSync(join(tmpdir(), 'uploads-'));
    t = await startTestApp({ DATABASE_URL: database.url, UPLOAD_DIR: uploadDir });
    [alice, bob] = await Promise.all([signedInUser(t), signedInUser(t)]);
    favoriteId = await newFavorite(alice);
  });
  afterAll(async () => {
    await clearRedisPrefix(t);
    await t.close();
    await database.drop();
  });

  it('stores an upload by generated id and downloads the same bytes under its name', async () => {
    const content = pdf();
    const name = 'Relevé "été".pdf';
    const before = storedFiles().length;
    const created = await upload(alice.accessToken, favoriteId, content, name).expect(201);
    expect(created.body).toEqual({
      document: {
        id: expect.any(Number),
        favorite_id: favoriteId,
        original_name: name,
        mime_type: 'application/pdf',
        size: content.length,
        uploaded_at: expect.any(String),
      },
    });
    const files = storedFiles();
    expect(files).toHaveLength(before + 1);
    expect(files.every((file) => /^[0-9a-f-]{36}$/.test(file))).toBe(true);
    expect(incomingFiles()).toEqual([]);

    const listed = await t.http
      .get(`/api/favorites/${favoriteId}/documents`)
      .set(bearer(alice.accessToken))
      .expect(200);
    expect(listed.body).toEqual({ documents: [created.body.document] });
    const favorite = await t.http
      .get(`/api/favorites/${favoriteId}`)
      .set(bearer(alice.accessToken))
      .expect(200);
    expect(favorite.body.favorite.documentCount).toBe(1);

    const download = await t.http
      .get(`/api/favorites/documents/${created.body.document.id}/download`)
      .set(bearer(alice.accessToken))
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    expect(Buffer.compare(download.body, content)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Releve _ete_.pdf"; filename*=UTF-8''Relev%C3%A9%20%22%C3%A9t%C3%A9%22.pdf`,
    );
  });

  it('accepts the allowed types when the content matches the name', async () => {
    const id = await newFavorite(alice);
    for (const [content, name, mime] of [
      [png(), 'logo.PNG', 'image/png'],
      [
        docx(),
        'contrat.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [Buffer.from('nom;ville\r\nÉmile;Nîmes\r\n'), 'liste.csv', 'text/csv'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'photo.jpeg', 'image/jpeg'],
    ] as [Buffer, string, string][]) {
      const response = await upload(alice.accessToken, id, content, name).expect(201);
      expect(response.body.document).toMatchObject({ original_name: name, mime_type: mime });
    }
  });

  it('refuses content that does not match the name, or a type not allowed, with 415', async () => {
    const id = await newFavorite(alice);
    const before = storedFiles().length;
    for (const [content, name] of [
      [elf(), 'facture.pdf'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'rapport.pdf'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'setup.exe'],
      [png(), 'photo.jpg'],
      [elf(), 'tableau.csv'],
      [pdf(), 'document'],
      [Buffer.from('<script>alert(1)</script>'), 'page.html'],
    ] as [Buffer, string][]) {
      const response = await upload(alice.accessToken, id, content, name);
      expect([name, response.status, response.body.code]).toEqual([
        name,
        415,
        'UNSUPPORTED_DOCUMENT_TYPE',
      ]);
    }
    expect(storedFiles()).toHaveLength(before);
    expect(incomingFiles()).toEqual([]);
    const listed = await t.http
      .get(`/api/favorites/${id}/documents`)
      .set(bearer(alice.accessToken))
      .expect(200);
    expect(listed.body.documents).toEqual([]);
  });

  it('enforces 10 MB on the server: 10 MB passes, one byte more is 413', async () => {
    const id = await newFavorite(alice);
    await upload(alice.accessToken, id, pdf(MB10 - 9), 'exact.pdf').expect(201);
    const before = storedFiles().length;
    const tooLarge = await upload(alice.accessToken, id, pdf(MB10 - 8), 'large.pdf');
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
    expect(storedFiles()).toHaveLength(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(incomingFiles()).toEqual([]);
  });

  it('needs one file in the field "document"', async () => {
    const missing = await t.http
      .post(`/api/favorites/${favoriteId}/documents`)
      .set(bearer(alice.accessToken))
      .field('note', 'x');
    expect([missing.status, missing.body.code]).toEqual([400, 'DOCUMENT_REQUIRED']);
    const wrongField = await upload(alice.accessToken, favoriteId, pdf(), 'a.pdf', 'file');
    expect([wrongField.status, wrongField.body.code]).toEqual([400, 'DOCUMENT_REQUIRED']);
    expect(incomingFiles()).toEqual([]);
  });

  it("keeps another user's documents out of reach (404)", async () => {
    const id = await newFavorite(alice);
    const doc = (await upload(alice.accessToken, id, pdf(), 'secret.pdf').expect(201)).body
      .document;
    const before = storedFiles().length;
    const asBob = bearer(bob.accessToken);
    const foreignUpload = await upload(bob.accessToken, id, pdf(), 'intrus.pdf');
    expect([foreignUpload.status, foreignUpload.body.code]).toEqual([404, 'FAVORITE_NOT_FOUND']);
    expect(storedFiles()).toHaveLength(before);
    expect(incomingFiles()).toEqual([]);
    const list = await t.http.get(`/api/favorites/${id}/documents`).set(asBob);
    expect(list.status).toBe(404);
    const download = await t.http.get(`/api/favorites/documents/${doc.id}/download`).set(asBob);
    expect([download.status, download.body.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const removal = await t.http.delete(`/api/favorites/documents/${doc.id}`).set(asBob);
    expect([removal.status, removal.body.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    await t.http
      .get(`/api/favorites/documents/${doc.id}/download`)
      .set(bearer(alice.accessToken))
      .expect(200);
  });

  it('deletes a document: its row and its file', async () => {
    const id = await newFavorite(alice);
    const doc = (await upload(alice.accessToken, id, pdf(), 'a.pdf').expect(201)).body.document;
    const [{ stored_name }] = await t.app
      .get(DataSource)
      .query(`SELECT stored_name FROM favorite_documents WHERE id = $1`, [doc.id]);
    const path = join(uploadDir, 'favorite-documents', stored_name);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await t.http
      .delete(`/api/favorites/documents/${doc.id}`)
      .set(bearer(alice.accessToken))
      .expect(200, { success: true });
    expect(existsSync(path)).toBe(false);
    await t.http
      .get(`/api/favorites/documents/${doc.id}/download`)
      .set(bearer(alice.accessToken))
      .expect(404);
  });

  it("deleting a favorite deletes its documents' rows and files", async () => {
    const id = await newFavorite(alice);
    const docs = [];
    for (const name of ['un.pdf', 'deux.png']) {
      const content = name.endsWith('.pdf') ? pdf() : png();
      docs.push((await upload(alice.accessToken, id, content, name).expect(201)).body.document);
    }
    const db = t.app.get(DataSource);
    const stored: { stored_name: string }[] = await db.query(
      `SELECT stored_name FROM favorite_documents WHERE favorite_id = $1`,
      [id],
    );
    const paths = stored.map((row) => join(uploadDir, 'favorite-documents', row.stored_name));
    expect(paths.every((path) => existsSync(path))).toBe(true);
    await t.http.delete(`/api/favorites/${id}`).set(bearer(alice.accessToken)).expect(200);
    expect(paths.some((path) => existsSync(path))).toBe(false);
    const rows = await db.query(`SELECT id FROM favorite_documents WHERE favorite_id = $1`, [id]);
    expect(rows).toEqual([]);
  });
});
