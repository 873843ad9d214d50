export { createApiDocument } from './api-document';
