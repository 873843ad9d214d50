export { AdminModule } from './admin.module';
export { QueueBoard, QUEUE_BOARD_PATH } from './queue-board';
