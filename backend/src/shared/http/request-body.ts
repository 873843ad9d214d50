import { json, urlencoded, type NextFunction, type Request, type Response } from 'express';
import { bodyParserErrorBody } from '../errors';
import { exceedsJsonDepth } from './json-depth';

const BODY_LIMIT = '1mb';
/** Far beyond any body of this API; parsing a deeper one costs CPU for nothing (issue 13, 5). */
export const MAX_JSON_DEPTH = 32;

type RawBodyRequest = Request & { rawBody?: Buffer };

/** An error shaped as body-parser's own (http-errors), so one handler maps them all. */
function bodyError(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, type, expose: true });
}

/**
 * Checks run on the bytes before JSON.parse: JSON is UTF-8 (RFC 8259), and its nesting is bounded
 * so that a small body cannot make the parser recurse 100,000 levels deep.
 */
function checkJsonBytes(charset: string | undefined, bytes: Buffer): void {
  if (charset && charset !== 'utf-8') {
    throw bodyError(415, 'charset.unsupported', `unsupported charset "${charset}"`);
  }
  if (exceedsJsonDepth(bytes, MAX_JSON_DEPTH)) {
    throw bodyError(400, 'json.too.deep', 'JSON nested too deeply');
  }
}

/**
 * A query string that is not percent-encoded UTF-8 would reach the routes as replacement
 * characters, a search for text nobody typed: it is refused instead (CONTRACT §4.4).
 */
function checkQueryString(req: Request, _res: Response, next: NextFunction): void {
  const start = req.originalUrl.indexOf('?');
  if (start < 0) return next();
  try {
    decodeURIComponent(req.originalUrl.slice(start + 1).replace(/\+/g, ' '));
    next();
  } catch {
    next(bodyError(400, 'query.malformed', 'The query string is not valid UTF-8'));
  }
}

/**
 * The query string check, the JSON and form parsers, then the handler that turns their errors into the contract's body.
 * `keepsRawBody` names the requests whose exact bytes are kept as `req.rawBody` (Stripe signs the
 * bytes it sent).
 */
export function requestBodyParsers(keepsRawBody: (request: Request) => boolean) {
  return [
    checkQueryString,
    json({
      limit: BODY_LIMIT,
      verify: (req: RawBodyRequest, _res: Response, bytes: Buffer, charset: string) => {
        checkJsonBytes(charset, bytes);
        if (keepsRawBody(req)) req.rawBody = bytes;
      },
    }),
    urlencoded({ extended: true, limit: BODY_LIMIT }),
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      const body = bodyParserErrorBody(error);
      if (body) res.status(body.statusCode).json(body);
      else next(error);
    },
  ];
}
