export { logDestination, setLogDestination } from './log-destination';
export { errorForLog, redactApiKeys, redactUrl, requestForLog } from './log-redaction';
export { LoggingModule } from './logging.module';
