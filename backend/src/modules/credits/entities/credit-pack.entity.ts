import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('credit_packs')
export class CreditPack {
  @PrimaryColumn()
  id: string;

  @Column()
  name: string;

  @Column()
  credits: number;

  /** In cents. */
  @Column()
  price: number;

  @Column()
  currency: string;

  @Column()
  sortOrder: number;
}
