import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One refresh token of a session; every rotation adds a row to the same family. */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryColumn('uuid')
  id: string;

  @Column()
  userId: number;

  @Column('uuid')
  familyId: string;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
