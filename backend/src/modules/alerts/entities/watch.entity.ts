import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user follows a company (CONTRACT §7.4): every notice of its SIREN, past and future. */
@Entity('watches')
export class Watch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column({ type: 'char', length: 9 })
  siren: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
