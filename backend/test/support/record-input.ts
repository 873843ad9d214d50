import type { AnalyzerRecordInput } from '../../src/modules/analyzer';

/** A catalogue record as the jobs write it, every field empty but those given. */
export function recordInput(fields: Partial<AnalyzerRecordInput> & { annonce_id: string }) {
  const record: AnalyzerRecordInput = {
    date_parution: null,
    type_annonce: null,
    nom_complet: null,
    nom_commercial: null,
    forme_juridique: null,
    rcs: null,
    siren: null,
    date_annonce: null,
    tribunal: null,
    numero_departement: null,
    adresse: null,
    ville: null,
    capital: null,
    activite: null,
    famille: null,
    numero_annonce: null,
    proceduration_collective_existe: false,
    type_jugement: null,
    date_jugement: null,
    date_cessation_paiements: null,
    complementaire: null,
    annonce_text: null,
    details_annonce_json: null,
    url_complete: null,
    sirens: fields.siren ? [fields.siren] : [],
    previous_annonce_id: null,
    search_extra: null,
    ...fields,
  };
  return record;
}
