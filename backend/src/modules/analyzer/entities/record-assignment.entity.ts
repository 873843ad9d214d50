import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user sees a record only through an assignment (CONTRACT §4.1). */
@Entity('record_assignments')
export class RecordAssignment {
  @PrimaryColumn()
  userId: number;

  @PrimaryColumn()
  recordId: number;

  @Column({ type: 'timestamptz' })
  assignedAt: Date;
}
