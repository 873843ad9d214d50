import { ApiProperty } from '@nestjs/swagger';

const text = { type: String, nullable: true } as const;
const count = { type: Number, nullable: true } as const;

/** The company as the Sirene register (INSEE) shows it, through recherche-entreprises (§8.3). */
export class CompanyIdentityResponse {
  @ApiProperty({ ...text, example: '10.71C', description: 'NAF rév. 2 code of its main activity' })
  naf: string | null;

  @ApiProperty({ ...text, description: 'The NAF label; null when not known' })
  nafLabel: string | null;

  @ApiProperty({
    ...text,
    example: '03',
    description: "INSEE headcount range code (tranche d'effectif salarié): NN, 00, 01 … 53",
  })
  headcountRange: string | null;

  @ApiProperty({ ...text, description: 'YYYY-MM-DD: its creation' })
  createdOn: string | null;

  @ApiProperty({ type: String, enum: ['active', 'closed'], nullable: true })
  administrativeState: 'active' | 'closed' | null;

  @ApiProperty({ ...text, description: '14 digits' })
  headOfficeSiret: string | null;

  @ApiProperty({ ...count, description: 'Its establishments, open and closed' })
  establishments: number | null;

  @ApiProperty({ ...count, description: 'Its open establishments' })
  openEstablishments: number | null;

  @ApiProperty({ description: 'When the register was asked (ISO 8601)' })
  fetchedAt: string;
}
