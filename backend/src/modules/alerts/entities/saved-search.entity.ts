import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SearchFilters } from '../../analyzer';

/**
 * An analyzer search kept by name (CONTRACT §7.4): its filters as given, and the same filters as
 * columns (terms lower-cased and unaccented, lists null when empty) so that one statement per
 * batch matches every search with an alert.
 */
@Entity('saved_searches')
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column()
  name: string;

  @Column({ type: 'jsonb' })
  filters: SearchFilters;

  @Column()
  alert: boolean;

  @Column({ type: 'text', array: true })
  terms: string[];

  @Column({ type: 'varchar', array: true, nullable: true })
  types: string[] | null;

  @Column({ type: 'varchar', array: true, nullable: true })
  departements: string[] | null;

  @Column({ type: 'text', nullable: true })
  tribunal: string | null;

  @Column({ type: 'char', length: 9, nullable: true })
  siren: string | null;

  @Column({ type: 'date', nullable: true })
  dateFrom: string | null;

  @Column({ type: 'date', nullable: true })
  dateTo: string | null;

  @Column()
  includeInactive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
