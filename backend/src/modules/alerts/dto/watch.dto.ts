import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { CompanyStatusResponse } from '../../analyzer';

/** POST /api/watches: nine digits, spaces allowed ("552 100 554"). */
export class CreateWatchDto {
  @ApiProperty({ example: '552100554' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @IsString()
  @Matches(/^\d{9}$/, { message: 'siren must be 9 digits' })
  siren: string;
}

export class WatchResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: '9 digits' })
  siren: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The company's newest name in the catalogue; null when it has no notice yet",
  })
  name: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class WatchEnvelope {
  @ApiProperty({ type: WatchResponse })
  watch: WatchResponse;
}

/** The company's newest notice. */
export class LastNoticeResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  date_parution: string | null;

  @ApiProperty({ type: String, nullable: true })
  type_annonce: string | null;
}

export class WatchListItemResponse extends WatchResponse {
  @ApiProperty({ type: CompanyStatusResponse })
  status: CompanyStatusResponse;

  @ApiProperty({ type: LastNoticeResponse, nullable: true })
  lastNotice: LastNoticeResponse | null;
}

/** A place of the plan's watch limit that a deleted watch still holds (issue 28). */
export class ReleasedWatchSlotResponse {
  @ApiProperty({ format: 'date-time', description: 'When the place is free again' })
  freesAt: string;
}

export class WatchListResponse {
  @ApiProperty({ type: [WatchListItemResponse], description: 'Newest first' })
  watches: WatchListItemResponse[];

  @ApiProperty({
    type: [ReleasedWatchSlotResponse],
    description:
      "Places of the plan's limit that deleted watches hold for WATCH_SLOT_COOLDOWN (24 h), soonest freed first",
  })
  releasedSlots: ReleasedWatchSlotResponse[];
}
