import pretty from 'pino-pretty';
import type { LoggerOptions } from 'pino';

/** Nest's start-up inventory (one line per module and route): at info it buries what matters. */
const START_UP_INVENTORY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Logs Nest's start-up inventory at debug: LOG_LEVEL=debug still shows it. */
export const startUpInventoryAtDebug: LoggerOptions['hooks'] = {
  logMethod(args, method, level) {
    const first = args[0] as unknown;
    const context =
      typeof first === 'object' && first !== null
        ? (first as { context?: unknown }).context
        : undefined;
    if (level === 30 && typeof context === 'string' && START_UP_INVENTORY.has(context)) {
      return this.debug(...(args as [object, string]));
    }
    return method.apply(this, args);
  },
};

export type LogFormat = 'auto' | 'pretty' | 'json';

export function isPretty(format: LogFormat, nodeEnv: string, isTerminal: boolean): boolean {
  if (format === 'auto') return nodeEnv === 'development' && isTerminal;
  return format === 'pretty';
}

/**
 * pino-pretty in this thread, one line per entry: written before the server answers, so
 * make start's summary comes after the start-up lines rather than among them.
 */
export const prettyStream = () =>
  pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat:
      '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {end}{msg}' +
      '{if res.statusCode} {res.statusCode} in {responseTime} ms{end}',
  });
