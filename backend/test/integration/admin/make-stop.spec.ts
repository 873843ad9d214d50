import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const REPO = resolve(__dirname, '../../../..');

/**
 * Issue 30, finding 9: `make stop` said "start stopped" and nothing of the mail catcher that
 * make start had started, and stopped, with it.
 */
describe('make stop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'make-stop-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names everything it stopped, the mail catcher included', async () => {
    const runDir = join(dir, 'data', 'run');
    mkdirSync(runDir, { recursive: true });
    mkdirSync(join(dir, 'scripts'));
    mkdirSync(join(dir, 'maildev'));
    // Stand-ins with the command lines make stop expects: make start, and its mail catcher,
    // which make start stops itself when it is told to stop.
    writeFileSync(join(dir, 'maildev', 'bin.js'), 'setInterval(() => {}, 1000);');
    writeFileSync(
      join(dir, 'scripts', 'start.mjs'),
      `import { spawn } from 'node:child_process';
       import { rmSync, writeFileSync } from 'node:fs';
       const child = spawn(process.execPath, [${JSON.stringify(join(dir, 'maildev', 'bin.js'))}], { stdio: 'ignore' });
       writeFileSync(${JSON.stringify(join(runDir, 'mail-catcher.pid'))}, child.pid + '\\n');
       writeFileSync(${JSON.stringify(join(runDir, 'start.pid'))}, process.pid + '\\n');
       process.on('SIGTERM', () => {
         child.once('exit', () => {
           rmSync(${JSON.stringify(join(runDir, 'mail-catcher.pid'))}, { force: true });
           process.exit(0);
         });
         child.kill('SIGTERM');
       });
       setInterval(() => {}, 1000);`,
    );
    const start = spawn(process.execPath, [join(dir, 'scripts', 'start.mjs')], { stdio: 'ignore' });
    const mailPid = join(runDir, 'mail-catcher.pid');
    for (let i = 0; i < 200 && !existsSync(join(runDir, 'start.pid')); i++)
      await new Promise((done) => setTimeout(done, 20));
    const mailCatcher = Number(readFileSync(mailPid, 'utf8'));

    // Asynchronously: this process must reap make start's stand-in once it exits.
    const { stdout: output } = await promisify(execFile)(
      process.execPath,
      [join(REPO, 'scripts', 'stop.mjs')],
      { cwd: dir, env: { ...process.env, DATA_DIR: join(dir, 'data') } },
    );

    expect(output).toContain(`[stop] make start (pid ${start.pid}) stopped`);
    expect(output).toContain(`[stop] mail catcher (maildev) (pid ${mailCatcher}) stopped`);
    expect(existsSync(mailPid)).toBe(false);
    expect(() => process.kill(mailCatcher, 0)).toThrow();
  });
});
