import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CompanyReportField } from '../company-report.fields';

/** Wrong data reported by a user about a company (CONTRACT §8.3), open until an admin closes it. */
@Entity('company_reports')
export class CompanyReport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column({ type: 'char', length: 9 })
  siren: string;

  @Column({ type: 'varchar' })
  field: CompanyReportField;

  @Column({ type: 'varchar' })
  message: string;

  /** The notice it was reported from, if any. */
  @Column({ type: 'int', nullable: true })
  recordId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  closedBy: number | null;

  @Column({ type: 'varchar', nullable: true })
  reply: string | null;
}
