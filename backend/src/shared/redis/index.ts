export { REDIS_CLIENT, RedisModule } from './redis.module';
