import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CompanyStatusCode } from '../company-status.rules';

/**
 * A company's legal status derived from its notices (CONTRACT §7.3); a SIREN absent from here is
 * active with no procedure known.
 */
@Entity('company_status')
export class CompanyStatus {
  @PrimaryColumn({ type: 'char' })
  siren: string;

  @Column({ type: 'varchar' })
  code: CompanyStatusCode;

  @Column({ type: 'date', nullable: true })
  since: string | null;

  @Column({ type: 'varchar', nullable: true })
  sourceAnnonceId: string | null;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
