import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A key that acts as its owner on the data routes (CONTRACT §7.6); its secret is only hashed. */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column({ length: 100 })
  name: string;

  /** The secret's first characters, shown to tell keys apart. */
  @Column({ length: 20 })
  prefix: string;

  @Column({ type: 'char', length: 64 })
  secretHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
