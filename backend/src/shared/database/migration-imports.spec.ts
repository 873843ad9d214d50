import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const backendDir = join(__dirname, '../../..');

/** Lints `source` as if it were a new migration, with the project's eslint config. */
async function lintAsMigration(source: string): Promise<{ failed: boolean; output: string }> {
  const lint = promisify(execFile)(
    process.execPath,
    [
      join(dirname(require.resolve('eslint')), '../bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      'src/shared/database/migrations/1764899999999-probe.ts',
    ],
    { cwd: backendDir },
  );
  lint.child.stdin?.end(source);
  try {
    const { stdout } = await lint;
    return { failed: false, output: stdout };
  } catch (error) {
    return { failed: true, output: (error as { stdout: string }).stdout };
  }
}

/** Issue 29: a migration holds its code as it was; a live module can never be imported. */
describe('migration imports', () => {
  it('refuses a migration importing module code, even under an eslint-disable comment', async () => {
    const result = await lintAsMigration(
      [
        '// eslint-disable-next-line @typescript-eslint/no-restricted-imports',
        "import { emailSkeleton } from '../../../modules/identity/email-skeleton';",
        'export const skeleton = emailSkeleton;',
        '',
      ].join('\n'),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('A migration never imports module code');
  }, 60_000);

  it('accepts a migration importing its frozen copy', async () => {
    const result = await lintAsMigration(
      [
        "import { emailSkeleton } from './frozen/1764883000000-email-skeleton';",
        'export const skeleton = emailSkeleton;',
        '',
      ].join('\n'),
    );
    expect(result).toEqual({ failed: false, output: '' });
  }, 60_000);
});
