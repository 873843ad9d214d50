import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A segment of the catalogue, present and future, given to a user or to every subscriber of a
 * plan (CONTRACT §7.2): the records matching every criterion that is set.
 */
@Entity('access_grants')
export class AccessGrant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  planId: number | null;

  @Column({ type: 'varchar', array: true, nullable: true })
  departements: string[] | null;

  @Column({ type: 'varchar', array: true, nullable: true })
  types: string[] | null;

  @Column({ type: 'date', nullable: true })
  fromDate: string | null;

  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
