import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One catalogue record; properties keep the specification's snake_case names (CONTRACT §3). */
@Entity('analyzer_records')
export class AnalyzerRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  annonce_id: string;

  @Column({ type: 'date', nullable: true })
  date_parution: string | null;

  @Column({ type: 'varchar', nullable: true })
  type_annonce: string | null;

  @Column({ type: 'text', nullable: true })
  nom_complet: string | null;

  @Column({ type: 'text', nullable: true })
  nom_commercial: string | null;

  @Column({ type: 'text', nullable: true })
  forme_juridique: string | null;

  @Column({ type: 'text', nullable: true })
  rcs: string | null;

  @Column({ type: 'char', nullable: true })
  siren: string | null;

  @Column({ type: 'date', nullable: true })
  date_annonce: string | null;

  @Column({ type: 'text', nullable: true })
  tribunal: string | null;

  @Column({ type: 'varchar', nullable: true })
  numero_departement: string | null;

  @Column({ type: 'text', nullable: true })
  adresse: string | null;

  @Column({ type: 'text', nullable: true })
  ville: string | null;

  @Column({ type: 'numeric', nullable: true })
  capital: string | null;

  @Column({ type: 'text', nullable: true })
  activite: string | null;

  @Column({ type: 'text', nullable: true })
  famille: string | null;

  @Column({ type: 'text', nullable: true })
  numero_annonce: string | null;

  @Column({ type: 'boolean' })
  proceduration_collective_existe: boolean;

  @Column({ type: 'text', nullable: true })
  type_jugement: string | null;

  @Column({ type: 'date', nullable: true })
  date_jugement: string | null;

  @Column({ type: 'date', nullable: true })
  date_cessation_paiements: string | null;

  @Column({ type: 'text', nullable: true })
  complementaire: string | null;

  @Column({ type: 'text', nullable: true })
  annonce_text: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details_annonce_json: unknown;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz' })
  updated_at: Date;
}
