import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CompanyStatusCode } from '../company-status.rules';
import type { JudgmentKind, Practitioner } from '../judgment-facts';

/** One catalogue record; the API shows it under the column names (see analyzer-record.view.ts). */
@Entity('analyzer_records')
export class AnalyzerRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  annonceId: string;

  @Column({ type: 'date', nullable: true })
  dateParution: string | null;

  @Column({ type: 'varchar', nullable: true })
  typeAnnonce: string | null;

  @Column({ type: 'text', nullable: true })
  nomComplet: string | null;

  @Column({ type: 'text', nullable: true })
  nomCommercial: string | null;

  @Column({ type: 'text', nullable: true })
  formeJuridique: string | null;

  @Column({ type: 'text', nullable: true })
  rcs: string | null;

  @Column({ type: 'char', nullable: true })
  siren: string | null;

  @Column({ type: 'date', nullable: true })
  dateAnnonce: string | null;

  @Column({ type: 'text', nullable: true })
  tribunal: string | null;

  @Column({ type: 'varchar', nullable: true })
  numeroDepartement: string | null;

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
  numeroAnnonce: string | null;

  @Column({ type: 'boolean' })
  procedurationCollectiveExiste: boolean;

  @Column({ type: 'text', nullable: true })
  typeJugement: string | null;

  @Column({ type: 'date', nullable: true })
  dateJugement: string | null;

  @Column({ type: 'date', nullable: true })
  dateCessationPaiements: string | null;

  @Column({ type: 'text', nullable: true })
  complementaire: string | null;

  @Column({ type: 'text', nullable: true })
  annonceText: string | null;

  @Column({ type: 'jsonb', nullable: true })
  detailsAnnonceJson: unknown;

  @Column({ type: 'text', nullable: true })
  urlComplete: string | null;

  @Column({ type: 'text', array: true })
  sirens: string[];

  @Column({ type: 'varchar', nullable: true })
  previousAnnonceId: string | null;

  /** What the judgment does (CONTRACT §8.2), read from its nature and text; null for other notices. */
  @Column({ type: 'varchar', nullable: true })
  judgmentKind: JudgmentKind | null;

  /** The mandataires, administrateurs and liquidateurs the judgment names (null: none). */
  @Column({ type: 'jsonb', nullable: true })
  practitioners: Practitioner[] | null;

  /** The company's status today, kept on each of its records for the `status` filter. */
  @Column({ type: 'varchar' })
  companyStatusCode: CompanyStatusCode;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
