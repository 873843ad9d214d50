export { exceedsJsonDepth } from './json-depth';
export { MAX_JSON_DEPTH, requestBodyParsers } from './request-body';
