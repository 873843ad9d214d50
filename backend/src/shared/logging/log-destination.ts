import type { DestinationStream } from 'pino';

let destination: DestinationStream | undefined;

/**
 * Where the apps started from now on write their logs; tests read them from a stream of their
 * own. Unset (production), pino writes to stdout.
 */
export function setLogDestination(stream: DestinationStream | undefined): void {
  destination = stream;
}

export function logDestination(): DestinationStream | undefined {
  return destination;
}
