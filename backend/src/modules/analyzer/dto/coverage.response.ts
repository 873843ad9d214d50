import { ApiProperty } from '@nestjs/swagger';

const day = { type: String, nullable: true, example: '2020-06-30', description: 'YYYY-MM-DD' };

/** What the whole catalogue covers and how current the sync keeps it. */
export class CoverageResponse {
  @ApiProperty({ ...day, description: 'The first publication day held; null when empty' })
  from: string | null;

  @ApiProperty({ ...day, description: 'The last publication day held; null when empty' })
  through: string | null;

  @ApiProperty({ example: 123976, description: 'Notices in the catalogue' })
  total: number;

  @ApiProperty({ description: 'false: an estimate (large catalogues)' })
  totalIsExact: boolean;

  @ApiProperty({
    ...day,
    description: 'The last day the BODACC sync completed; null when it never did',
  })
  syncedThrough: string | null;

  @ApiProperty({
    enum: ['running', 'completed', 'failed'],
    enumName: 'CoverageSyncState',
    nullable: true,
    description: 'The latest sync run; null when none ran',
  })
  lastSyncState: 'running' | 'completed' | 'failed' | null;
}
