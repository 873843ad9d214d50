import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OneTimeTokenPurpose = 'email_verification' | 'password_reset';

/** E-mail verification and password reset links: single use, stored hashed, expiring. */
@Entity('one_time_tokens')
export class OneTimeToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column({
    type: 'enum',
    enum: ['email_verification', 'password_reset'],
    enumName: 'one_time_token_purpose',
  })
  purpose: OneTimeTokenPurpose;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
