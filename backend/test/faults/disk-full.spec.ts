import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeAssignedRecords } from './support/catalogue';
import { FaultEnvironment, Session } from './support/fault-environment';

const MB = 1024 * 1024;

/** A PDF as far as the type check goes: the magic bytes, then filler. */
const pdfOf = (bytes: number) => {
  const content = Buffer.alloc(bytes, 0x20);
  content.write('%PDF-1.7\n');
  return new Blob([content], { type: 'application/pdf' });
};

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

/** Mounting a small tmpfs needs root (as in this project's CI container); elsewhere it is skipped. */
const canMount = process.getuid?.() === 0;
if (!canMount) console.warn('disk-full fault skipped: mounting a tmpfs needs root');

(canMount ? describe : describe.skip)('fault: the disk refuses a write during an upload', () => {
  let env: FaultEnvironment;
  let user: Session;
  let favoriteId: number;
  let isMounted = false;

  beforeAll(async () => {
    env = await FaultEnvironment.start();
    const [userId] = await env.createUsers(1);
    user = await env.login(userId);
    await env.grantCredits(await env.admin(), userId, 10);
    const [recordId] = await makeAssignedRecords(env, [userId], 1);
    const added = await env.request('POST', '/api/favorites', {
      token: user.accessToken,
      json: { analyzerRecordId: recordId },
    });
    if (added.status !== 201)
      throw new Error(`favorite: ${added.status} ${JSON.stringify(added.body)}`);
    favoriteId = added.body.favorite.id;
    // A real file system that fills up: a 2 MB tmpfs as UPLOAD_DIR (needs root, as here).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', env.uploadDir]);
    isMounted = true;
  }, 90000);
  afterAll(async () => {
    if (isMounted) execFileSync('umount', [env.uploadDir]);
    await env?.close();
  });

  const upload = (file: Blob, name: string) => {
    const form = new FormData();
    form.append('document', file, name);
    return env.request('POST', `/api/favorites/${favoriteId}/documents`, {
      token: user.accessToken,
      form,
    });
  };

  it('answers 507 with a clear message, keeps no partial file, and stores the next upload that fits', async () => {
    const refused = await upload(pdfOf(5 * MB), 'rapport.pdf');

    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({
      statusCode: 507,
      error: 'Insufficient Storage',
      code: 'STORAGE_FULL',
      message: expect.stringMatching(/^Failed to upload document: /),
    });
    expect(filesUnder(env.uploadDir)).toEqual([]);
    const { rows } = await env.db.query(`SELECT id FROM favorite_documents`);
    expect(rows).toEqual([]);

    // The space of the refused upload was given back: a document that fits is kept.
    const stored = await upload(pdfOf(MB), 'petit.pdf');
    expect(stored.status).toBe(201);
    expect(filesUnder(join(env.uploadDir, 'favorite-documents'))).toHaveLength(1);
    expect(filesUnder(join(env.uploadDir, 'incoming'))).toEqual([]);
  });
});
