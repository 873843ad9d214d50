import { connect, Socket } from 'node:net';

export interface DownloadHead {
  status: number;
  /** The whole body of an answer that is not a 200 (an error body); empty for a 200. */
  body: string;
}

/** A download requested over a raw socket that stops reading once the answer's head has come. */
export interface UnreadDownload {
  socket: Socket;
  /** The status (and an error's body), once the server answers. */
  head: Promise<DownloadHead>;
  /** Reads everything left until the server closes the connection; the bytes after the head. */
  readToClose(): Promise<string>;
}

const HEAD_END = '\r\n\r\n';

/**
 * `GET path` with a bearer token on a connection of its own, like a client that asks for an
 * export and never reads it: once the status line is in, the socket is paused, so the kernel's
 * buffers fill and the server's writes stop. An answer that is not a 200 is read whole.
 */
export function openUnreadDownload(baseUrl: string, path: string, token: string): UnreadDownload {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  socket.setEncoding('latin1');
  let received = '';
  const head = new Promise<DownloadHead>((resolve, reject) => {
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf(HEAD_END);
      if (end < 0) return;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
      if (status === 200) {
        // Stop reading: from now on the answer piles up in the buffers.
        socket.pause();
        socket.off('data', onData);
        received = received.slice(end + HEAD_END.length);
        return resolve({ status, body: '' });
      }
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received.slice(0, end))?.[1]);
      const body = received.slice(end + HEAD_END.length);
      if (Buffer.byteLength(body, 'latin1') >= length) resolve({ status, body });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed before an answer: ${received}`)));
  });
  // A refused or reset connection is seen through `head`, never as an unhandled error.
  head.catch(() => undefined);
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Authorization: Bearer ${token}\r\n\r\n`,
  );
  return {
    socket,
    head,
    readToClose: () =>
      new Promise((resolve) => {
        let rest = received;
        if (socket.closed) return resolve(rest);
        socket.on('data', (chunk: string) => (rest += chunk));
        // A connection the server resets ends the same way for this reader.
        socket.on('error', () => undefined);
        socket.once('close', () => resolve(rest));
        socket.resume();
      }),
  };
}
