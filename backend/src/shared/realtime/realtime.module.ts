import { Global, Module } from '@nestjs/common';
import { RealtimePublisher } from './realtime.publisher';

/** The publisher, for every process; the gateway is added by the HTTP app only (app.module). */
@Global()
@Module({ providers: [RealtimePublisher], exports: [RealtimePublisher] })
export class RealtimeModule {}
