#!/usr/bin/env node
// Development inbox: starts maildev on SMTP_URL's port when nothing listens there.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import { loadDotEnv } from './dot-env.cjs';

loadDotEnv();

const smtp = new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025');
const smtpPort = Number(smtp.port || 25);
const webPort = Number(process.env.MAIL_WEB_PORT ?? 1080);

const listening = (port, host) =>
  new Promise((done) => {
    const socket = net.connect({ port, host });
    socket.on('connect', () => (socket.destroy(), done(true)));
    socket.on('error', () => done(false));
  });

if (await listening(smtpPort, smtp.hostname)) {
  console.log(`[mail] an SMTP server already listens on ${smtp.host}; e-mails go there`);
} else {
  const logDir = resolve(process.env.DATA_DIR ?? '.data');
  mkdirSync(logDir, { recursive: true });
  const log = openSync(resolve(logDir, 'maildev.log'), 'a');
  const maildev = spawn(
    'npx',
    [
      '--no-install',
      'maildev',
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  maildev.unref();
  for (let i = 0; i < 40 && !(await listening(smtpPort, '127.0.0.1')); i++)
    await new Promise((r) => setTimeout(r, 250));
  console.log(`[mail] local inbox (maildev): http://localhost:${webPort}`);
}
