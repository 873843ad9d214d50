export * from './paris-days';
