import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntil } from './free-port';

const DIST = join(__dirname, '..', '..', '..', 'dist');

export function requireBuild(): void {
  for (const entry of ['main.js', 'worker.js', 'shared/database/migrate.js']) {
    if (!existsSync(join(DIST, entry))) {
      throw new Error(`Build the backend first (npm run build): ${join(DIST, entry)} is missing`);
    }
  }
}

/** One process of the built product (dist/), its output kept for the failure message. */
export class ProductProcess {
  private output = '';

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) =>
      (this.output = (this.output + chunk.toString()).slice(-200_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static spawn(
    name: string,
    script: string,
    env: NodeJS.ProcessEnv,
    nodeArgs: string[] = [],
  ): ProductProcess {
    const child = spawn(process.execPath, [...nodeArgs, join(DIST, script)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ProductProcess(name, child);
  }

  get isRunning(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Everything it printed (the last 200 kB). */
  get log(): string {
    return this.output;
  }

  async waitForOutput(pattern: RegExp, timeoutMs = 30000): Promise<void> {
    await waitUntil(
      `${this.name} to print ${pattern}`,
      () => {
        if (!this.isRunning) throw new Error(`${this.name} exited: ${this.output.slice(-4000)}`);
        return pattern.test(this.output);
      },
      timeoutMs,
    );
  }

  /** Runs to its end (a one-shot command such as the migrations); fails on a non-zero exit. */
  async finished(): Promise<void> {
    if (this.isRunning) await once(this.child, 'exit');
    if (this.child.exitCode !== 0) {
      throw new Error(`${this.name} exited ${this.child.exitCode}: ${this.output.slice(-4000)}`);
    }
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 10000): Promise<void> {
    if (!this.isRunning) return;
    const exited = once(this.child, 'exit');
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  }
}
