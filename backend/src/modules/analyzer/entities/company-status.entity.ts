import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { InactivityReason } from '../analyzer-record.input';

/** A SIREN listed here is inactive (radiation or closed liquidation) since a date. */
@Entity('company_status')
export class CompanyStatus {
  @PrimaryColumn({ type: 'char' })
  siren: string;

  @Column({ type: 'date' })
  inactiveSince: string;

  @Column({ type: 'varchar' })
  reason: InactivityReason;

  @Column({ type: 'varchar', nullable: true })
  sourceAnnonceId: string | null;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
