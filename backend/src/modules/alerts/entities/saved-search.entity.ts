import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SearchFilters } from '../../analyzer';

/**
 * An analyzer search kept by name (CONTRACT §7.4): its filters as given. The table also holds the
 * same filters as columns, normalised, so that one statement per batch matches every search with
 * an alert; the analyzer's filter definition names and writes them (storedFilterColumns).
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
