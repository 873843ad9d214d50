export { exceedsJsonDepth, measureJson } from './json-depth';
export type { JsonLimits, JsonShape } from './json-depth';
export { MAX_JSON_DEPTH, requestBodyParsers } from './request-body';
