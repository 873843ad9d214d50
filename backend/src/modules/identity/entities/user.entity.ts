import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Role } from '../../../shared/auth';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  email: string;

  @Column()
  fullName: string;

  @Column({ select: false })
  passwordHash: string;

  /** The e-mail's confusable skeleton (email-skeleton.ts), unique: look-alikes are one address. */
  @Column({ type: 'text', nullable: true, select: false })
  emailSkeleton: string | null;

  @Column({ type: 'enum', enum: ['user', 'admin'], enumName: 'user_role' })
  role: Role;

  @Column()
  isVerified: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** The user as the API shows it (contract: camelCase, no secrets). */
export interface UserView {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  isVerified: boolean;
  createdAt: Date;
}

export function toUserView(user: User): UserView {
  const { id, email, fullName, role, isVerified, createdAt } = user;
  return { id, email, fullName, role, isVerified, createdAt };
}
