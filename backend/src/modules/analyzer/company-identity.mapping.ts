import type { RegisterCompany } from './company-identity.client';
import type { CompanyIdentityResponse } from './dto/company-identity.response';

/** A kept identity answers company pages this long; then the register is asked again. */
export const IDENTITY_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** What the register says of a company, as `company_identities` keeps it. */
export interface IdentityFields {
  naf: string | null;
  headcountRange: string | null;
  createdOn: string | null;
  administrativeState: 'A' | 'C' | null;
  headOfficeSiret: string | null;
  establishments: number | null;
  openEstablishments: number | null;
}

/** A row of `company_identities`: `isFound` false when the register has no such SIREN. */
export interface IdentityRow extends IdentityFields {
  isFound: boolean;
  fetchedAt: Date;
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;
const countOrNull = (value: number | null | undefined) =>
  Number.isInteger(value) && value! >= 0 ? value! : null;

/** The API's answer reduced to the identity; a field it gives in no known form is null. */
export function identityFieldsOf(company: RegisterCompany): IdentityFields {
  const state = company.etat_administratif;
  const createdOn = company.date_creation ?? '';
  return {
    naf: textOrNull(company.activite_principale),
    headcountRange: textOrNull(company.tranche_effectif_salarie),
    createdOn: /^\d{4}-\d{2}-\d{2}$/.test(createdOn) ? createdOn : null,
    administrativeState: state === 'A' || state === 'C' ? state : null,
    headOfficeSiret: textOrNull(company.siege?.siret),
    establishments: countOrNull(company.nombre_etablissements),
    openEstablishments: countOrNull(company.nombre_etablissements_ouverts),
  };
}

export function isStillKept(row: Pick<IdentityRow, 'fetchedAt'>, now = Date.now()): boolean {
  return now - row.fetchedAt.getTime() < IDENTITY_KEPT_MS;
}

/** The identity a company page shows; null when the register has no such company. */
export function identityView(row: IdentityRow): CompanyIdentityResponse | null {
  if (!row.isFound) return null;
  const { administrativeState, fetchedAt, ...fields } = row;
  return {
    naf: fields.naf,
    // The API gives the NAF code without its label, and no NAF table is at hand (yet).
    nafLabel: null,
    headcountRange: fields.headcountRange,
    createdOn: fields.createdOn,
    administrativeState:
      administrativeState === 'A' ? 'active' : administrativeState === 'C' ? 'closed' : null,
    headOfficeSiret: fields.headOfficeSiret,
    establishments: fields.establishments,
    openEstablishments: fields.openEstablishments,
    fetchedAt: fetchedAt.toISOString(),
  };
}
