import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../queue';
import { MailDeliveryHandler } from './mail-delivery.handler';
import { MAIL_JOB } from './mail.job';

@Module({ providers: [MailDeliveryHandler], exports: [MailDeliveryHandler] })
class MailDeliveryHandlerModule {}

/** The mail queue's consumer; it consumes only when PROCESS_ROLE is all or worker. */
@Module({ imports: [JobWorkersModule.register([MAIL_JOB], MailDeliveryHandlerModule)] })
export class MailDeliveryModule {}
