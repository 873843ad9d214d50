import { IsOptional, IsUUID } from 'class-validator';

/** Stops this run, or every queued or running analyzer ingestion when absent. */
export class StopJobDto {
  @IsOptional()
  @IsUUID()
  processId?: string;
}
