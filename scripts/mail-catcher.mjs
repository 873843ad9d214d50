// Development inbox: maildev on SMTP_URL's port when nothing listens there. Started by
// scripts/start.mjs as its child, so that it stops with make start (Ctrl-C) or make stop.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, resolve } from 'node:path';

const require = createRequire(resolve(import.meta.dirname, '../backend/package.json'));

export const isListening = (port, host) =>
  new Promise((done) => {
    const socket = net.connect({ port, host });
    socket.on('connect', () => (socket.destroy(), done(true)));
    socket.on('error', () => done(false));
  });

/**
 * Starts maildev unless an SMTP server already answers; returns its process (or null) and a
 * line for the summary.
 */
export async function startMailCatcher(env = process.env) {
  const smtp = new URL(env.SMTP_URL ?? 'smtp://127.0.0.1:1025');
  const smtpPort = Number(smtp.port || 25);
  const webPort = Number(env.MAIL_WEB_PORT ?? 1080);
  if (await isListening(smtpPort, smtp.hostname)) {
    return {
      child: null,
      line: `an SMTP server already listens on ${smtp.host}; e-mails go there`,
    };
  }
  const logDir = resolve(env.DATA_DIR ?? '.data');
  mkdirSync(logDir, { recursive: true });
  const log = openSync(resolve(logDir, 'maildev.log'), 'a');
  const maildevBin = resolve(dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  const args = ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1'];
  const child = spawn(process.execPath, [maildevBin, ...args], { stdio: ['ignore', log, log] });
  for (let i = 0; i < 40 && !(await isListening(smtpPort, '127.0.0.1')); i++)
    await new Promise((r) => setTimeout(r, 250));
  return { child, line: `http://localhost:${webPort} (maildev)` };
}
