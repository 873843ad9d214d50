import { join } from 'node:path';
import { BODACC_JSON_COLUMNS, BodaccImportRow, BodaccRow } from './bodacc-columns';
import { officialNoticeUrl, personsOf, summaryOfRecord, writeNoticeSummary } from '../analyzer';
import { cessationDateOf, departementOfPostcode, mapBodaccToRecord } from './bodacc-record.mapper';
import { parseBodaccRecord } from './bodacc-row.parser';
import { readCsvRecords } from './csv-record-reader';

const SAMPLE = join(__dirname, '../../../test/fixtures/sample-real.csv');
/** Verbatim rows of shared/fixtures/bodacc/real-a-2020-h1.csv.gz (DILA, early 2020). */
const ODDITIES = join(__dirname, '../../../test/fixtures/bodacc/real-oddities.csv');

/** An imported row as PostgreSQL gives it back: the JSON columns read as values. */
function asStored(row: BodaccImportRow): BodaccRow {
  const stored: Record<string, unknown> = { ...row };
  for (const column of BODACC_JSON_COLUMNS) {
    const text = row[column];
    stored[column] = text === null ? null : JSON.parse(text);
  }
  return stored as BodaccRow;
}

/** The real rows of a file, by BODACC id (or by commercant for the id-less collective rows). */
async function sampleRows(path = SAMPLE): Promise<Map<string, BodaccRow>> {
  const rows = new Map<string, BodaccRow>();
  for await (const record of readCsvRecords(path)) {
    if (record.error !== undefined) throw new Error(`line ${record.line}: ${record.error.text}`);
    const parsed = parseBodaccRecord(record.values);
    if (parsed.error !== undefined) throw new Error(`line ${record.line}: ${parsed.error.text}`);
    rows.set(
      parsed.row.has_synthetic_id ? `commercant:${parsed.row.commercant}` : (parsed.row.id ?? ''),
      asStored(parsed.row),
    );
  }
  return rows;
}

describe('BODACC row → analyzer record (CONTRACT §4.2), on real sample rows', () => {
  let rows: Map<string, BodaccRow>;
  beforeAll(async () => (rows = await sampleRows()));
  const row = (key: string) => {
    const found = rows.get(key);
    if (!found) throw new Error(`no sample row ${key}`);
    return found;
  };

  it('reads all 88 notices of the sample', () => {
    expect(rows.size).toBe(88);
  });

  it('maps the radiation of Ganymède (pm, seat address, RCS)', () => {
    const record = mapBodaccToRecord(row('B20220227446'));
    expect(record).toMatchObject({
      annonce_id: 'B20220227446',
      date_parution: '2022-11-23',
      date_annonce: '2022-11-23',
      type_annonce: 'radiation',
      famille: 'Radiations',
      nom_complet: 'Ganymède',
      nom_commercial: null,
      forme_juridique: 'Société par actions simplifiée (à associé unique)',
      rcs: '880 878 145 RCS Paris',
      siren: '880878145',
      tribunal: 'GAAAreffe du Tribunal de Commerce de Paris',
      numero_departement: '75',
      adresse: '128 rue La Boétie, 75008 Paris',
      ville: 'Paris',
      capital: null,
      activite: null,
      numero_annonce: '446',
      proceduration_collective_existe: false,
      type_jugement: null,
      date_jugement: null,
      date_cessation_paiements: null,
      complementaire: null,
    });
    expect(record.details_annonce_json).toEqual({
      listepersonnes: row('B20220227446').listepersonnes,
    });
    expect(summaryOfRecord(record)).toContain('Avis initial publié le 23/11/2022 au BODACC B');
    expect(summaryOfRecord(record)).toContain('(Radiations)');
    expect(record).toMatchObject({
      url_complete: null, // written again from the id on reading
      sirens: ['880878145'],
      previous_annonce_id: null,
      search_extra: null,
    });
  });

  it('maps a natural-person creation (pp name, commercial name, establishment activity)', () => {
    const record = mapBodaccToRecord(row('A202502145'));
    expect(record).toMatchObject({
      annonce_id: 'A202502145',
      date_parution: '2025-11-06',
      type_annonce: 'creation',
      famille: 'Créations',
      nom_complet: 'ISMI Nurcan',
      nom_commercial: 'NUZA',
      forme_juridique: null,
      rcs: '984 487 074 RCS Soissons',
      siren: '984487074',
      tribunal: 'Greffe du Tribunal de Commerce de Soissons',
      numero_departement: '02',
      adresse: '21B avenue de Paris, 02400 Château-Thierry',
      ville: 'Château-Thierry',
      capital: null,
      activite:
        'Commercialisation, promotion et vente de produits cosmétiques et de soins corporels. - Effectuer des prestations sur différentes Plateformes de mise en relations entre entreprises et micro entrepreneurs',
      numero_annonce: '5',
      proceduration_collective_existe: false,
      type_jugement: null,
    });
    expect(Object.keys(record.details_annonce_json as object)).toEqual([
      'listepersonnes',
      'listeetablissements',
      'acte',
    ]);
  });

  it('maps a company creation with its capital as a number', () => {
    expect(mapBodaccToRecord(row('A2026018571'))).toMatchObject({
      nom_complet: 'YARON',
      type_annonce: 'creation',
      forme_juridique: 'Société Civile Immobilière',
      capital: 1000,
      rcs: '130 192 529 RCS Grasse',
      siren: '130192529',
      adresse: "367 Route D'Opio, 06560 Valbonne",
      activite: 'acquisition, construction ou location de biens immobiliers',
      date_parution: '2026-09-27',
      tribunal: 'Greffe du Tribunal de Commerce de Grasse',
      numero_departement: '06',
    });
  });

  it('maps a collective notice without listepersonnes (registre, place, judgment, cessation date)', () => {
    const source = row('commercant:MN MATERIAUX');
    expect(source.has_synthetic_id).toBe(true);
    const record = mapBodaccToRecord(source);
    expect(record.annonce_id).toMatch(/^S[0-9a-f]{40}$/);
    expect(record).toMatchObject({
      date_parution: '2026-02-02',
      type_annonce: 'collective',
      famille: 'Procédures collectives',
      nom_complet: 'MN MATERIAUX',
      forme_juridique: null,
      rcs: '819 192 899',
      siren: '819192899',
      tribunal: 'Greffe du Tribunal de Commerce de Cusset',
      adresse: '03200 Abrest',
      ville: 'Abrest',
      capital: null,
      activite: null,
      numero_annonce: '5071',
      proceduration_collective_existe: true,
      type_jugement: "Jugement d'ouverture de liquidation judiciaire",
      date_jugement: '2026-01-27',
      date_cessation_paiements: '2024-07-27',
    });
    expect(record.complementaire).toMatch(/^Jugement prononçant la liquidation judiciaire , date/);
    // The export gave no department: it comes from the postcode.
    expect(source.numerodepartement).toBeNull();
    expect(record.numero_departement).toBe('03');
  });

  it('maps a closing judgment of a rectificatif, with its cessation date', () => {
    const closing = [...rows.values()].find(
      (r) => r.commercant === 'SCEA DU PUY' && r.typeavis === 'rectificatif',
    ) as BodaccRow;
    const record = mapBodaccToRecord(closing);
    expect(record).toMatchObject({
      type_annonce: 'rectificatif',
      type_jugement: 'Jugement de clôture pour extinction du passif',
      date_jugement: null,
      date_cessation_paiements: '2009-10-29',
    });
  });

  it('names every SIREN of a sale, and the notice a rectificatif corrects', () => {
    const record = mapBodaccToRecord(row('A202601532505'));
    expect(record.type_annonce).toBe('rectificatif');
    expect(record.previous_annonce_id).toBe('A202601464070');
    expect(record.sirens[0]).toBe(record.siren);
    const sale = [...rows.values()]
      .map((r) => mapBodaccToRecord(r))
      .find((r) => r.famille === 'Ventes et cessions' && r.sirens.length > 1);
    expect(sale).toBeDefined();
    expect(sale!.search_extra).toBe(sale!.sirens.slice(1).join(' '));
  });

  it('maps the modification of EZ PRINT 3D (address without number, capital "5000")', () => {
    expect(mapBodaccToRecord(row('B202302491051'))).toMatchObject({
      type_annonce: 'modification',
      famille: 'Modifications diverses',
      nom_complet: 'EZ PRINT 3D',
      forme_juridique: 'Société à responsabilité limitée (à associé unique)',
      capital: 5000,
      rcs: '810 379 180 RCS Saint-Nazaire',
      siren: '810379180',
      adresse:
        "parc d'Activité du Pont Beranger, 14 rue Henri Becquerel, 44680 Saint-Hilaire-de-Chaléons",
      tribunal: null,
      numero_annonce: null,
    });
    expect(summaryOfRecord(mapBodaccToRecord(row('B202302491051')))).toContain(
      "modification survenue sur Observation: Décision de l'associé unique",
    );
  });

  it('takes the first address when adresseSiegeSocial is a list', () => {
    expect(mapBodaccToRecord(row('A200800701133'))).toMatchObject({
      nom_complet: 'ALVEA (SNC)',
      type_annonce: 'vente',
      adresse: 'Batiment Test, 00001 Communetest, Paystest',
      rcs: '324 958 198 RCS Montauban',
    });
  });

  it('maps an immatriculation derived from DILA XML', () => {
    expect(mapBodaccToRecord(row('A202000011113'))).toMatchObject({
      nom_complet: "CORNE DE L'AFRIQUE",
      type_annonce: 'immatriculation',
      forme_juridique: 'Société à responsabilité limitée',
      capital: 5000,
      adresse: '54 rue Philippe De Girard, 75018 Paris',
      activite:
        "Restaurant, vente de boissons chaudes et froides à l'exclusion des boissons alcoolisées",
      rcs: '880 030 952 RCS Paris',
      tribunal: 'GREFFE DU TRIBUNAL DE COMMERCE DE PARIS',
    });
  });
});

describe('BODACC mapping of the oddities of the real 2020 export (issue 31)', () => {
  let rows: Map<string, BodaccRow>;
  beforeAll(async () => (rows = await sampleRows(ODDITIES)));
  const map = (id: string) => {
    const found = rows.get(id);
    if (!found) throw new Error(`no real row ${id}`);
    return mapBodaccToRecord(found);
  };

  it('maps every row of the fixture', () => {
    expect(rows.size).toBe(13);
    for (const id of rows.keys()) expect(map(id).annonce_id).toBe(id);
  });

  it('gives no SIREN for the placeholder 000 000 000, yet maps the notice', () => {
    const record = map('A20200009879');
    expect(record).toMatchObject({
      nom_complet: 'GRENIER Laurent',
      nom_commercial: "BROC' TOU",
      siren: null,
      sirens: [],
      rcs: 'RCS Chalon-sur-Saône',
      search_extra: null,
      adresse: '7 Rue de la Cure, 71390 Saint-Boil',
      numero_departement: '71',
    });
    expect(summaryOfRecord(record)).toContain('Immatriculation : RCS Chalon-sur-Saône.');
  });

  it('drops the placeholder of a former owner from the SIRENs of the notice', () => {
    expect(map('A202000021228')).toMatchObject({
      siren: '879530665',
      rcs: '879 530 665 RCS Bayonne',
      sirens: ['879530665'],
      search_extra: null,
    });
  });

  it('keeps a head office abroad as its text and country, the French place as the notice gives it', () => {
    expect(map('A2020000350')).toMatchObject({
      nom_complet: 'GURIT (UK) LIMITED',
      adresse: 'St Cross Business Park Isle Of Wight P030 5wu Newport, Royaume-Uni',
      ville: 'Valbonne',
      numero_departement: '06',
    });
    expect(map('A20200001758').adresse).toBe('2 BLOKKESTRAAT 8530 HARELBEKE BELGIQUE');
    expect(map('A202000101073')).toMatchObject({
      adresse: 'Josephstrasse 29 50678 Cologne, Allemagne',
      ville: null,
      numero_departement: '68',
    });
  });

  it('states a variable capital as the notice does, with no amount', () => {
    const fixed = map('A2020000184');
    expect(fixed.capital).toBeNull();
    expect(summaryOfRecord(fixed)).toContain('Capital variable : 100 EUR.');
    const withMinimum = map('A20200001204');
    expect(withMinimum.capital).toBeNull();
    expect(summaryOfRecord(withMinimum)).toContain(
      'Capital variable : 78525.00 EUR (capital variable minimum : 78525.00EUR).',
    );
  });

  it('gives no amount in euros for a capital in another currency', () => {
    const record = map('A20200001990');
    expect(record).toMatchObject({
      capital: null,
      adresse: '6A Chemin du Joran 1260 Nyon SUISSE',
    });
    expect(summaryOfRecord(record)).toContain('Capital : 100000 CHF.');
  });

  it('takes the first of several persons, and keeps the SIRENs of all', () => {
    const couple = map('A202000031127');
    expect(couple).toMatchObject({
      nom_complet: 'SAINT MAXIN Steeve',
      nom_commercial: "ESPACE JEN'ZEN",
      siren: '521807040',
      sirens: ['521807040', '518332192'],
      adresse: '1 rue Royale, 59320 Radinghem-en-Weppes',
    });
    const details = couple.details_annonce_json as { listepersonnes: unknown };
    expect(personsOf(details.listepersonnes).map((p) => p.nom)).toEqual([
      'SAINT MAXIN',
      'DEHEILLERE',
    ]);
    expect(map('A2020002370')).toMatchObject({
      nom_complet: 'PHARMACIE GILLES',
      siren: '412046096',
      sirens: ['412046096', '398082479', '320864168'],
      capital: 573208.3,
    });
  });

  it('takes the address and activity of the first of several establishments', () => {
    const record = map('A20200055925');
    expect(record).toMatchObject({
      nom_complet: 'TUAUDEN Laurent, René, Christian',
      adresse: '20 Résidence les Hauts de Kervaise, 56150 Baud',
      ville: 'Baud',
      numero_departement: '56',
      activite: 'Préparation de poissons et coquillages fris - traiteur (activité ambulante)',
      sirens: ['438630683', '338332596'],
    });
    const details = record.details_annonce_json as { listeetablissements: { etablissement: [] } };
    expect(details.listeetablissements.etablissement).toHaveLength(2);
  });

  it('keeps the locality and the post box of an address', () => {
    expect(map('A2020000170').adresse).toBe(
      '18 rue Charles Baudelaire, Clair Logis Bât B, 06100 Nice',
    );
    expect(map('A20200001543').adresse).toBe(
      '5 Place Robert Schuman, World Trade Center, BP 1510, 38025 Grenoble cedex 1',
    );
  });
});

describe('BODACC mapping of variants absent from the sample', () => {
  const base = (overrides: Partial<BodaccRow>): BodaccRow =>
    ({
      id: 'A1',
      has_synthetic_id: false,
      dateparution: '2026-01-05',
      typeavis: 'annonce',
      familleavis: 'creation',
      familleavis_lib: 'Créations',
      ...overrides,
    }) as BodaccRow;

  it('reads a list of persons and a list of first names', () => {
    const record = mapBodaccToRecord(
      base({
        listepersonnes: {
          personne: [
            { typePersonne: 'pp', nom: 'DUPONT', prenom: ['Jean', 'Marie'] },
            { typePersonne: 'pp', nom: 'AUTRE', prenom: 'Paul' },
          ],
        },
      }),
    );
    expect(record.nom_complet).toBe('DUPONT Jean Marie');
  });

  it('derives no department from the postcode of an address abroad', () => {
    const seat = { codePostal: '50678', ville: 'Köln', pays: 'Allemagne' };
    const record = mapBodaccToRecord(
      base({ listepersonnes: { personne: { typePersonne: 'pm', adresseSiegeSocial: seat } } }),
    );
    expect(record.adresse).toBe('50678 Köln, Allemagne');
    expect(record.numero_departement).toBeNull();
  });

  it('repairs mojibake only when it is detected', () => {
    const record = mapBodaccToRecord(
      base({ commercant: 'SOCIÃ‰TÃ‰ GÃ‰NÃ‰RALE', tribunal: 'Greffe de NÃ®mes' }),
    );
    expect(record.nom_complet).toBe('SOCIÉTÉ GÉNÉRALE');
    expect(record.tribunal).toBe('Greffe de Nîmes');
    expect(mapBodaccToRecord(base({ commercant: 'Ã€ la clÃ´ture' })).nom_complet).toBe(
      'À la clôture',
    );
    expect(mapBodaccToRecord(base({ commercant: 'CAFÉ Ã' })).nom_commercial).toBeNull();
    expect(mapBodaccToRecord(base({ commercant: 'CAFÉ Ã' })).nom_complet).toBe('CAFÉ Ã');
  });

  it('writes a tribunal on one line, as the search reads it', () => {
    const record = mapBodaccToRecord(
      base({ tribunal: 'GREFFE DU TRIBUNAL DE COMMERCE\nDE THONON-LES-BAINS ' }),
    );
    expect(record.tribunal).toBe('GREFFE DU TRIBUNAL DE COMMERCE DE THONON-LES-BAINS');
  });

  it('uses typeavis for rectificatifs and annulations', () => {
    expect(mapBodaccToRecord(base({ typeavis: 'annulation' })).type_annonce).toBe('annulation');
    expect(mapBodaccToRecord(base({ typeavis: 'rectificatif' })).type_annonce).toBe('rectificatif');
  });

  it('finds the department of a postcode, Corsica and overseas included', () => {
    expect(departementOfPostcode('75008')).toBe('75');
    expect(departementOfPostcode('03200')).toBe('03');
    expect(departementOfPostcode('20090')).toBe('2A');
    expect(departementOfPostcode('20200')).toBe('2B');
    expect(departementOfPostcode('97110')).toBe('971');
    expect(departementOfPostcode('98800')).toBe('988');
    expect(departementOfPostcode('00000')).toBeNull();
    expect(departementOfPostcode('7500')).toBeNull();
    expect(departementOfPostcode(null)).toBeNull();
  });

  it('parses cessation dates in words and digits', () => {
    expect(cessationDateOf('date de cessation des paiements le 1er août 2024')).toBe('2024-08-01');
    expect(cessationDateOf('Date de cessation des paiements : 20/01/2026')).toBe('2026-01-20');
    expect(cessationDateOf('date de cessation des paiements le . et désignant')).toBeNull();
    expect(cessationDateOf(null)).toBeNull();
  });
});

describe('the summary of a notice, kept only when its fields would not write it again (issue 31)', () => {
  let rows: Map<string, BodaccRow>;
  beforeAll(async () => {
    rows = new Map([...(await sampleRows()), ...(await sampleRows(ODDITIES))]);
  });
  const told = (row: BodaccRow) => ({
    noticeLabel: row.typeavis_lib,
    letter: row.publicationavis,
    issue: row.parution,
  });

  it('shows on reading, for every real notice, the summary the notice itself gives', () => {
    for (const row of rows.values()) {
      const record = mapBodaccToRecord(row);
      expect(summaryOfRecord(record)).toBe(writeNoticeSummary(record, told(row)));
    }
  });

  it('keeps the summary of a notice whose id does not tell its bulletin, and only those', () => {
    const kept = [...rows.values()].filter((row) => mapBodaccToRecord(row).annonce_text !== null);
    for (const row of kept) {
      expect(row.id).not.toBe(`${row.publicationavis}${row.parution}${row.numeroannonce}`);
    }
    expect(kept.map((row) => row.id)).toContain('B202302491051'); // its numeroannonce is empty
  });

  it('keeps no summary of the verbatim rows of the 2020 export', async () => {
    const real = [...(await sampleRows(ODDITIES)).values()];
    expect(real.filter((row) => mapBodaccToRecord(row).annonce_text !== null)).toEqual([]);
  });

  it('keeps the summary of a notice whose label its type would not give', () => {
    const row = { ...rows.get('B20220227446')!, typeavis_lib: 'Avis modificatif' } as BodaccRow;
    const record = mapBodaccToRecord(row);
    expect(record.annonce_text).toMatch(
      /^Avis modificatif publié le 23\/11\/2022 au BODACC B n° 20220227/,
    );
    expect(summaryOfRecord(record)).toBe(record.annonce_text);
  });

  it('writes no summary for a record of another origin that gives none', () => {
    const record = { ...mapBodaccToRecord(rows.get('B20220227446')!), annonce_id: 'import-1' };
    expect(summaryOfRecord(record)).toBeNull();
    expect(summaryOfRecord({ ...record, annonce_text: 'Texte importé' })).toBe('Texte importé');
  });
});

describe('the link of a notice, kept only when its id would not write it again (issue 31)', () => {
  it('keeps no link of the verbatim rows of the 2020 export: each is its id’s official page', async () => {
    const real = [...(await sampleRows(ODDITIES)).values()];
    expect(real.length).toBeGreaterThan(0);
    for (const row of real) {
      expect(row.url_complete).toBe(officialNoticeUrl(row.id!));
      expect(mapBodaccToRecord(row).url_complete).toBeNull();
    }
  });

  it('keeps a link its id would not write, and the link of an id that is not official', async () => {
    const ganymede = (await sampleRows()).get('B20220227446')!;
    const row = (id: string, url: string) => ({ ...ganymede, id, url_complete: url }) as BodaccRow;
    const elsewhere = 'https://www.bodacc.fr/annonce/detail-annonce/B/20220227/446';
    expect(mapBodaccToRecord(row('B20220227446', elsewhere)).url_complete).toBe(elsewhere);
    const synthetic = officialNoticeUrl('bodacc-7');
    expect(mapBodaccToRecord(row('bodacc-7', synthetic)).url_complete).toBe(synthetic);
  });
});
