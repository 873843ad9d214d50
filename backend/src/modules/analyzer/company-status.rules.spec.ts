import { join } from 'node:path';
/* eslint-disable @typescript-eslint/no-restricted-imports -- the spec reads the real sample the way the BODACC transfer does */
import { BODACC_JSON_COLUMNS, BodaccImportRow, BodaccRow } from '../ingestion/bodacc-columns';
import { mapBodaccToRecord } from '../ingestion/bodacc-record.mapper';
import { parseBodaccRecord } from '../ingestion/bodacc-row.parser';
import { readCsvRecords } from '../ingestion/csv-record-reader';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import {
  CompanyStatusFact,
  deriveCompanyStatus,
  INACTIVE_STATUS_CODES,
  isTransferText,
  JUDGMENT_NATURE_EVENTS,
  previousAnnonceIdOf,
  ProcedureCode,
  StatusEvent,
  statusEventOf,
  StatusNotice,
} from './company-status.rules';

const SAMPLE = join(__dirname, '../../../test/fixtures/sample-real.csv');

/** An imported row as PostgreSQL gives it back: the JSON columns read as values. */
function asStored(row: BodaccImportRow): BodaccRow {
  const stored: Record<string, unknown> = { ...row };
  for (const column of BODACC_JSON_COLUMNS) {
    const text = row[column];
    stored[column] = text === null ? null : JSON.parse(text);
  }
  return stored as BodaccRow;
}

const described = (value: unknown, field: string): string | null => {
  const found =
    value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : null;
  return typeof found === 'string' && found.trim() ? found.trim() : null;
};

/** The notice's own words, as CONTRACT 8.2 reads them. */
function textOf(row: BodaccRow, complement: string | null): string | null {
  if (row.familleavis === 'collective') return complement;
  const parts = [
    described(row.radiationaurcs, 'commentaire'),
    described(row.acte, 'descriptif'),
    described(row.modificationsgenerales, 'descriptif'),
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' ') : null;
}

function noticeOf(row: BodaccRow): StatusNotice {
  const record = mapBodaccToRecord(row);
  return {
    annonceId: record.annonce_id,
    typeAnnonce: record.type_annonce,
    famille: record.famille,
    typeJugement: record.type_jugement,
    text: textOf(row, record.complementaire),
    dateJugement: record.date_jugement,
    dateParution: record.date_parution,
    previousAnnonceId: previousAnnonceIdOf(row.parutionavisprecedent),
  };
}

async function sampleRows(): Promise<BodaccRow[]> {
  const rows: BodaccRow[] = [];
  for await (const record of readCsvRecords(SAMPLE)) {
    if (record.error !== undefined) throw new Error(`line ${record.line}: ${record.error.text}`);
    const parsed = parseBodaccRecord(record.values);
    if (parsed.error !== undefined) throw new Error(`line ${record.line}: ${parsed.error.text}`);
    rows.push(asStored(parsed.row));
  }
  return rows;
}

/** The notice with its dates moved to one day, under a readable id. */
const dated = (notice: StatusNotice, annonceId: string, date: string): StatusNotice => ({
  ...notice,
  annonceId,
  dateJugement: date,
  dateParution: date,
});

const enter = (code: ProcedureCode): StatusEvent => ({ kind: 'enter', code });
const implies = (code: ProcedureCode): StatusEvent => ({ kind: 'implies', code });

describe('company status (CONTRACT §7.3), on real sample rows', () => {
  let rows: BodaccRow[];
  let notices: StatusNotice[];
  beforeAll(async () => {
    rows = await sampleRows();
    notices = rows.map(noticeOf);
  });

  const byId = (id: string) => {
    const found = notices.find((notice) => notice.annonceId === id);
    if (!found) throw new Error(`no sample notice ${id}`);
    return found;
  };
  /** The one real notice of that kind ('collective', 'rectificatif', 'annulation') and nature. */
  const real = (typeAnnonce: string, nature: string) => {
    const found = notices.filter((n) => n.typeAnnonce === typeAnnonce && n.typeJugement === nature);
    if (found.length !== 1) throw new Error(`${found.length} sample ${typeAnnonce} "${nature}"`);
    return found[0];
  };
  const initial = (nature: string) => real('collective', nature);

  describe('judgment natures', () => {
    it('has an explicit entry for each of the 40 natures of the sample', () => {
      const natures = new Set(
        notices
          .filter((notice) => notice.famille === 'Procédures collectives')
          .map((notice) => notice.typeJugement),
      );
      expect(natures.size).toBe(40);
      for (const nature of natures) expect(Object.keys(JUDGMENT_NATURE_EVENTS)).toContain(nature);
    });

    it('gives each real collective notice without its text the event of its nature in the table', () => {
      for (const notice of notices.filter((n) => n.typeAnnonce === 'collective')) {
        expect(statusEventOf({ ...notice, text: null })).toEqual(
          JUDGMENT_NATURE_EVENTS[notice.typeJugement ?? ''],
        );
      }
    });

    it('reads a nature whatever its case, spaces, accents encoding and apostrophe', () => {
      // A nature whose words alone would give no event: only the table lookup finds it.
      const typeJugement =
        ' LISTE DES CRÉANCES NÉES APRÈS LE JUGEMENT D’OUVERTURE D’UNE  PROCÉDURE DE LIQUIDATION JUDICIAIRE '.normalize(
          'NFD',
        );
      const notice = { typeAnnonce: 'collective', famille: null, typeJugement, text: null };
      expect(statusEventOf(notice)).toEqual(implies('liquidation_judiciaire'));
    });

    it.each<[string, StatusEvent]>([
      ["Jugement d'ouverture d'une procédure de sauvegarde accélérée", enter('sauvegarde')],
      ['Jugement de conversion en redressement judiciaire', enter('redressement_judiciaire')],
      [
        'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire simplifiée',
        enter('liquidation_judiciaire'),
      ],
      ['Jugement arrêtant le plan de redressement', implies('redressement_judiciaire')],
      ['Jugement de clôture de la procédure de liquidation judiciaire', { kind: 'close' }],
      ['Jugement mettant fin à la procédure de liquidation judiciaire', { kind: 'end' }],
      // A conversion undone leaves the procedure it converted open, unnamed here.
      [
        'Rétractation de jugement de conversion',
        { kind: 'retract', remains: 'procedure_collective' },
      ],
      // CONTRACT 8.2: claims, a sale, an unnamed opening prove an open procedure.
      [
        "Liste des créances nées après le jugement d'ouverture d'une procédure de sauvegarde",
        implies('sauvegarde'),
      ],
      [
        'Jugement arrêtant un plan de cession en redressement judiciaire',
        implies('redressement_judiciaire'),
      ],
      ["Jugement d'ouverture", implies('procedure_collective')],
      ['Jugement prononçant la faillite personnelle du dirigeant', { kind: 'none' }],
      ['Une nature jamais vue', { kind: 'none' }],
    ])('classifies the unknown nature "%s" by its words', (typeJugement, event) => {
      expect(JUDGMENT_NATURE_EVENTS[typeJugement]).toBeUndefined();
      const notice = { typeAnnonce: 'collective', famille: null, typeJugement, text: null };
      expect(statusEventOf(notice)).toEqual(event);
    });

    it('reads the family of a rectificatif from its label, and gives an annulation no event', () => {
      const radiation = {
        typeAnnonce: 'rectificatif',
        famille: 'Radiations',
        typeJugement: null,
        text: null,
      };
      expect(statusEventOf(radiation)).toEqual({ kind: 'strike_off' });
      const annulation = real('annulation', "Jugement de clôture pour insuffisance d'actif");
      expect(statusEventOf(annulation)).toEqual({ kind: 'none' });
      const sale = {
        ...initial("Jugement d'ouverture de liquidation judiciaire"),
        typeAnnonce: 'vente',
        famille: 'Ventes et cessions',
      };
      expect(statusEventOf(sale)).toEqual({ kind: 'none' });
    });
  });

  describe('one notice', () => {
    it.each<[string, string, CompanyStatusFact['code'], string]>([
      [
        'a liquidation opening',
        "Jugement d'ouverture de liquidation judiciaire",
        'liquidation_judiciaire',
        '2026-01-27',
      ],
      [
        'a sauvegarde opening',
        "Jugement d'ouverture d'une procédure de sauvegarde",
        'sauvegarde',
        '2026-01-28',
      ],
      [
        'a closing for insufficient assets',
        "Jugement de clôture pour insuffisance d'actif",
        'liquidation_closed',
        '2026-01-20',
      ],
      [
        'a plan de redressement',
        'Jugement de plan de redressement',
        'redressement_judiciaire',
        '2026-01-21',
      ],
    ])('%s sets its code since the judgment date', (_, nature, code, since) => {
      const notice = initial(nature);
      expect(deriveCompanyStatus([notice])).toEqual({ code, since, annonceId: notice.annonceId });
    });

    it('the radiation of Ganymède strikes it off since its publication', () => {
      expect(deriveCompanyStatus([byId('B20220227446')])).toEqual({
        code: 'struck_off',
        since: '2022-11-23',
        annonceId: 'B20220227446',
      });
    });

    it('a creation leaves the company active', () => {
      const active = { code: 'active', since: null, annonceId: null };
      expect(deriveCompanyStatus([byId('A202502145')])).toEqual(active);
      expect(deriveCompanyStatus([])).toEqual(active);
    });

    it('a rectificatif without a pointer acts as its own nature', () => {
      const notice = real(
        'rectificatif',
        "Jugement d'ouverture d'une procédure de redressement judiciaire",
      );
      expect(notice.previousAnnonceId).toBeNull();
      expect(deriveCompanyStatus([notice])).toEqual({
        code: 'redressement_judiciaire',
        since: '2025-11-18',
        annonceId: notice.annonceId,
      });
    });

    it('only a closed liquidation and a radiation make a company inactive', () => {
      expect([...INACTIVE_STATUS_CODES].sort()).toEqual(['liquidation_closed', 'struck_off']);
    });
  });

  describe('sequences of real notices, dated anew', () => {
    const procedure = () => [
      dated(initial("Jugement d'ouverture d'une procédure de sauvegarde"), 'S1', '2024-01-10'),
      dated(
        initial('Jugement de conversion en redressement judiciaire de la procédure de sauvegarde'),
        'S2',
        '2024-06-10',
      ),
      dated(initial('Jugement de plan de redressement'), 'S3', '2024-12-10'),
      dated(
        initial(
          'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire',
        ),
        'S4',
        '2025-06-10',
      ),
      dated(initial("Jugement de clôture pour insuffisance d'actif"), 'S5', '2026-01-10'),
    ];

    it('follows sauvegarde → redressement → plan → liquidation → closing', () => {
      const steps = procedure();
      const after = (count: number) => deriveCompanyStatus(steps.slice(0, count));
      expect(after(1)).toEqual({ code: 'sauvegarde', since: '2024-01-10', annonceId: 'S1' });
      expect(after(2)).toEqual({
        code: 'redressement_judiciaire',
        since: '2024-06-10',
        annonceId: 'S2',
      });
      // The plan confirms the open redressement: the status keeps its start.
      expect(after(3)).toEqual({
        code: 'redressement_judiciaire',
        since: '2024-06-10',
        annonceId: 'S2',
      });
      expect(after(4)).toEqual({
        code: 'liquidation_judiciaire',
        since: '2025-06-10',
        annonceId: 'S4',
      });
      expect(after(5)).toEqual({
        code: 'liquidation_closed',
        since: '2026-01-10',
        annonceId: 'S5',
      });
    });

    it('gives the same status whatever the order of the notices', () => {
      const steps = procedure();
      const expected = deriveCompanyStatus(steps);
      expect(deriveCompanyStatus([...steps].reverse())).toEqual(expected);
      for (let shift = 1; shift < steps.length; shift++) {
        const rotated = [...steps.slice(shift), ...steps.slice(0, shift)];
        expect(deriveCompanyStatus(rotated)).toEqual(expected);
      }
    });

    it('puts a notice without any date first', () => {
      const undated = {
        ...initial("Jugement d'ouverture de liquidation judiciaire"),
        dateJugement: null,
        dateParution: null,
      };
      const opening = dated(
        initial("Jugement d'ouverture d'une procédure de sauvegarde"),
        'S1',
        '2024-01-10',
      );
      expect(deriveCompanyStatus([opening, undated]).code).toBe('sauvegarde');
    });

    it('lets a claims list of the former redressement leave an open liquidation as it is', () => {
      const steps = [
        dated(initial('Jugement de conversion en liquidation judiciaire'), 'L1', '2025-06-01'),
        dated(
          initial(
            "Liste des créances nées après le jugement d'ouverture d'une procédure de redressement judiciaire",
          ),
          'L2',
          '2025-09-01',
        ),
      ];
      expect(deriveCompanyStatus(steps)).toEqual({
        code: 'liquidation_judiciaire',
        since: '2025-06-01',
        annonceId: 'L1',
      });
    });

    it('keeps the start of a liquidation that a rectificatif without pointer repeats', () => {
      const rectificatif = real('rectificatif', "Jugement d'ouverture de liquidation judiciaire");
      const original = {
        ...rectificatif,
        annonceId: 'L1',
        typeAnnonce: 'collective',
        dateParution: '2025-07-15',
      };
      expect(deriveCompanyStatus([rectificatif, original])).toEqual({
        code: 'liquidation_judiciaire',
        since: '2025-07-08',
        annonceId: 'L1',
      });
    });

    it('ends the procedure with a judgment "mettant fin": active again', () => {
      const steps = [
        dated(
          initial("Jugement d'ouverture d'une procédure de redressement judiciaire"),
          'R1',
          '2025-02-01',
        ),
        dated(
          initial('Jugement mettant fin à la procédure de redressement judiciaire'),
          'R2',
          '2025-09-01',
        ),
      ];
      expect(deriveCompanyStatus(steps)).toEqual({
        code: 'active',
        since: '2025-09-01',
        annonceId: 'R2',
      });
    });

    it('undoes a retracted opening: back to the status before it', () => {
      // Without MD FAMILY's words (they retract a conversion), the nature retracts an opening.
      const retraction = {
        ...initial("Rétractation de jugement d'ouverture sur tierce opposition"),
        text: null,
      };
      const steps = [
        dated(initial("Jugement d'ouverture de liquidation judiciaire"), 'L1', '2025-02-01'),
        dated(retraction, 'L2', '2025-03-01'),
      ];
      expect(deriveCompanyStatus(steps)).toEqual({ code: 'active', since: null, annonceId: null });
    });

    it('undoes a conversion overturned on appeal: back to the redressement and its start', () => {
      const steps = [
        dated(
          initial("Jugement d'ouverture d'une procédure de redressement judiciaire"),
          'R1',
          '2025-02-01',
        ),
        dated(initial('Jugement de conversion en liquidation judiciaire'), 'R2', '2025-06-01'),
        dated(
          initial("Arrêt de la cour d'appel infirmant une décision soumise à publicité"),
          'R3',
          '2025-10-20',
        ),
      ];
      expect(deriveCompanyStatus(steps)).toEqual({
        code: 'redressement_judiciaire',
        since: '2025-02-01',
        annonceId: 'R1',
      });
    });

    it('keeps a company struck off after the judgment a retraction reverses', () => {
      // The radiation is a register fact of its own: reversing the opening does not undo it.
      const steps = [
        dated(initial("Jugement d'ouverture de liquidation judiciaire"), 'L1', '2025-02-01'),
        dated(byId('B20220227446'), 'B1', '2025-03-01'),
        dated(
          initial("Rétractation de jugement d'ouverture sur tierce opposition"),
          'L2',
          '2025-04-01',
        ),
      ];
      expect(deriveCompanyStatus(steps)).toEqual({
        code: 'struck_off',
        since: '2025-03-01',
        annonceId: 'B1',
      });
    });

    describe('the real annulation of a closing (no pointer)', () => {
      const annulation = () => real('annulation', "Jugement de clôture pour insuffisance d'actif");
      const liquidation = () => [
        dated(initial("Jugement d'ouverture de liquidation judiciaire"), 'L1', '2025-03-01'),
        dated(initial("Jugement de clôture pour insuffisance d'actif"), 'L2', '2026-01-20'),
      ];

      it('cancels the latest closing: back to liquidation_judiciaire', () => {
        expect(annulation().previousAnnonceId).toBeNull();
        expect(deriveCompanyStatus(liquidation()).code).toBe('liquidation_closed');
        expect(deriveCompanyStatus([annulation(), ...liquidation()])).toEqual({
          code: 'liquidation_judiciaire',
          since: '2025-03-01',
          annonceId: 'L1',
        });
      });

      it('cancels only a closing published before it', () => {
        const later = dated(
          initial("Jugement de clôture pour insuffisance d'actif"),
          'L3',
          '2026-03-01',
        );
        expect(deriveCompanyStatus([...liquidation(), annulation(), later])).toMatchObject({
          code: 'liquidation_closed',
          annonceId: 'L3',
        });
      });

      it('with a pointer, cancels exactly the notice it points to', () => {
        const pointing = { ...annulation(), previousAnnonceId: 'L1' };
        expect(deriveCompanyStatus([pointing, ...liquidation()])).toEqual({
          code: 'liquidation_closed',
          since: '2026-01-20',
          annonceId: 'L2',
        });
      });
    });

    it('lets a rectificatif replace the notice it points to', () => {
      const misprinted = dated(
        initial("Jugement d'ouverture de liquidation judiciaire"),
        'A1',
        '2025-12-01',
      );
      const rectificatif = {
        ...real('rectificatif', "Jugement d'ouverture d'une procédure de redressement judiciaire"),
        previousAnnonceId: 'A1',
      };
      expect(deriveCompanyStatus([misprinted, rectificatif])).toEqual({
        code: 'redressement_judiciaire',
        since: '2025-11-18',
        annonceId: rectificatif.annonceId,
      });
      // Without its pointer, both act and the later liquidation wins.
      const unlinked = { ...rectificatif, previousAnnonceId: null };
      expect(deriveCompanyStatus([misprinted, unlinked]).code).toBe('liquidation_judiciaire');
    });
  });

  describe("CONTRACT 8.2: what the judgment's text says", () => {
    /** The one real collective notice (rows without id) of that company. */
    const ofCompany = (name: string) => {
      const found = rows
        .filter((row) => mapBodaccToRecord(row).nom_complet?.startsWith(name))
        .map(noticeOf);
      if (found.length !== 1) throw new Error(`${found.length} sample notices of ${name}`);
      return found[0];
    };
    const statusOf = (...steps: StatusNotice[]) => deriveCompanyStatus(steps).code;

    it.each<[string, CompanyStatusFact['code']]>([
      // "infirme le jugement … ayant ouvert une procédure de liquidation judiciaire … Prononce
      // l'ouverture d'une procédure de redressement judiciaire"
      ['BLUMA', 'redressement_judiciaire'],
      // "Le projet de répartition prévu par l'article L 644-4": a liquidation's step.
      ['FROELICH', 'liquidation_judiciaire'],
      ['BUSON MARIE-ANNE', 'liquidation_judiciaire'],
      // "L'état de collocation a été déposé…": a procedure, not named.
      ['HOTEL DU COMMERCE', 'procedure_collective'],
      // "Jugement arrêtant le plan de cession."
      ['BISTORE-6L', 'procedure_collective'],
      // "Mandataire judiciaire au redressement et à la liquidation des entreprises" is a title.
      ['CDA MULHOUSE', 'procedure_collective'],
      ['EIRL LACROIX Amandine', 'procedure_collective'],
      // "…ayant prononcé la conversion du jugement de Liquidation Judiciaire simplifiée": the
      // conversion undone, the simplified liquidation it converted stays open.
      ['MD FAMILY', 'liquidation_judiciaire'],
      // "Annule le jugement … ayant prononcé la conversion du redressement judiciaire en liquidation"
      ['OVELO CYCLES', 'redressement_judiciaire'],
      // Catch-all natures read in their text.
      ['DELAUZUN', 'redressement_judiciaire'], // "Ouvre la procédure de redressement"
      ['ASSOCIATION SOLIDARITES PROFESSIONNELLES TRANSITIONS', 'liquidation_judiciaire'],
      ['AQUATONALE', 'procedure_collective'], // "a arrêté le plan de cession"
      ['SCI BB', 'procedure_collective'], // "RLJ prorogation période d'observation"
      ['L.C. RENOV', 'procedure_collective'], // "Autre jugement d'ouverture", unreadable text
      ["BUREAU D'ETUDES TECHNIQUES ET DE REALISATIONS IMMOBILIERES", 'procedure_collective'],
      ['BIC SERVICES', 'procedure_collective'],
      // Judgments against a person.
      ['BÂTIMENTS MODERNES', 'active'],
      ['CORREZE ELAGAGE', 'active'],
    ])('%s alone reads as %s', (name, code) => {
      expect(statusOf(ofCompany(name))).toBe(code);
    });

    it('reads a catch-all nature by its words only, and its nature alone when they say nothing', () => {
      const catchAll = (typeJugement: string, text: string | null) =>
        statusEventOf({ typeAnnonce: 'collective', famille: null, typeJugement, text });
      expect(
        catchAll('Autre jugement prononçant', 'Jugement prononcant la liquidation judiciaire'),
      ).toEqual(enter('liquidation_judiciaire'));
      expect(catchAll("Autre jugement d'ouverture", null)).toEqual(implies('procedure_collective'));
      expect(catchAll("Autre arrêt de la Cour d'Appel", null)).toEqual({ kind: 'none' });
      expect(catchAll('Autre jugement et ordonnance', 'RG : 25/00041')).toEqual({ kind: 'none' });
      const sanction =
        "Jugement prononçant l'interdiction prévue à l'article L. 653-8 du code de commerce à l'encontre de M. MARIE David pour une durée de 04 ans ans.";
      expect(catchAll('Autre jugement et ordonnance', sanction)).toEqual({ kind: 'none' });
      expect(
        catchAll(
          'Autre jugement prononçant',
          "Jugement prononçant la faillite personnelle à l'encontre de Monsieur Mimoun AKKAOUI pour une durée de 10 ans.",
        ),
      ).toEqual({ kind: 'none' });
    });

    it('lets a named procedure refine an unnamed one, and never the reverse', () => {
      const collocation = dated(ofCompany('HOTEL DU COMMERCE'), 'P1', '2025-01-10');
      const plan = dated(initial('Jugement de plan de redressement'), 'P2', '2025-06-10');
      expect(deriveCompanyStatus([collocation, plan])).toEqual({
        code: 'redressement_judiciaire',
        since: '2025-06-10',
        annonceId: 'P2',
      });
      const opening = dated(
        initial("Jugement d'ouverture de liquidation judiciaire"),
        'L1',
        '2025-01-10',
      );
      const claims = dated(ofCompany('CDA MULHOUSE'), 'L2', '2025-06-10');
      expect(deriveCompanyStatus([opening, claims])).toMatchObject({
        code: 'liquidation_judiciaire',
        annonceId: 'L1',
      });
    });

    it('leaves a procedure as it is after a judgment against its manager', () => {
      const opening = dated(
        initial("Jugement d'ouverture de liquidation judiciaire"),
        'L1',
        '2025-01-10',
      );
      const ban = dated(ofCompany('BÂTIMENTS MODERNES'), 'L2', '2025-06-10');
      const bankruptcy = dated(ofCompany('CORREZE ELAGAGE'), 'L3', '2025-07-10');
      expect(deriveCompanyStatus([opening, ban, bankruptcy])).toMatchObject({ annonceId: 'L1' });
    });

    it('restores what an overturned conversion replaced, from the history when there is one', () => {
      const steps = [
        dated(
          initial("Jugement d'ouverture d'une procédure de redressement judiciaire"),
          'R1',
          '2025-02-01',
        ),
        dated(initial('Jugement de conversion en liquidation judiciaire'), 'R2', '2025-06-01'),
        dated(ofCompany('OVELO CYCLES'), 'R3', '2025-10-20'),
      ];
      expect(deriveCompanyStatus(steps)).toEqual({
        code: 'redressement_judiciaire',
        since: '2025-02-01',
        annonceId: 'R1',
      });
      // Alone, the overturn still proves the redressement, since its own date.
      expect(deriveCompanyStatus([steps[2]])).toEqual({
        code: 'redressement_judiciaire',
        since: '2025-10-20',
        annonceId: 'R3',
      });
    });

    it("keeps an open liquidation when MD FAMILY's retraction says the liquidation stays", () => {
      const opening = dated(
        initial("Jugement d'ouverture de liquidation judiciaire"),
        'L1',
        '2025-02-01',
      );
      const retraction = dated(ofCompany('MD FAMILY'), 'L2', '2026-01-19');
      expect(deriveCompanyStatus([opening, retraction])).toEqual({
        code: 'liquidation_judiciaire',
        since: '2025-02-01',
        annonceId: 'L1',
      });
    });
  });

  describe('CONTRACT 8.2: a transfer to another registry moves the company', () => {
    // Real texts of BODACC A 2020 (acte.descriptif of immatriculations and sales).
    const ARRIVALS = [
      "Immatriculation d'une personne morale suite au transfert du siège hors ressort.",
      "Modification survenue sur l'administration, l'activité, immatriculation suite à transfert de son siège social hors ressort.",
      "Immatriculation suite au transfert de l'établissement principal hors ressort.",
      "Immatriculation suite à transfert de l'entreprise dans le ressort du greffe",
      "Immatriculation suite à transfert de son siège social hors ressort. Modification survenue sur l'administration Acte sous seing privé du 29/11/2019 enregistré à Alençon le 29/11/2019 dossier 2019 00045206 référence 6104 P01 2019 A 01896",
    ];
    const NOT_ARRIVALS = [
      'transfert du siège social, mise en activité de la société sur achat ou apport.',
      "Modification survenue sur l'activité, l'administration et transfert du siège social, transfert de l'établissement principal - Achat du fonds suivant acte S.S.P. en date à VANNES du 29/11/2019",
      'Mise en activité de la société suite à achat. Date du premier avis publié au Bodacc : 20/11/2019.',
      "Transformation d'un GAEC",
      null,
    ];
    // The words CONTRACT 8.2 gives for a radiation (no real radiation text is in the fixtures).
    const DEPARTURE = 'Transfert du siège social hors ressort';

    const registration = (
      typeAnnonce: string,
      text: string | null,
      annonceId: string,
      date: string,
    ) => dated({ ...byId('A202502145'), typeAnnonce, text }, annonceId, date);
    const radiation = (text: string | null, annonceId: string, date: string) =>
      dated({ ...byId('B20220227446'), text }, annonceId, date);

    it.each(ARRIVALS)('reads "%s" as a transfer', (text) => {
      expect(isTransferText(text)).toBe(true);
      for (const type of ['immatriculation', 'creation', 'vente']) {
        expect(
          statusEventOf({ typeAnnonce: type, famille: null, typeJugement: null, text }),
        ).toEqual({
          kind: 'move',
        });
      }
    });

    it.each(NOT_ARRIVALS)('does not read "%s" as a transfer', (text) => {
      expect(isTransferText(text)).toBe(false);
      const notice = { typeAnnonce: 'immatriculation', famille: null, typeJugement: null, text };
      expect(statusEventOf(notice)).toEqual({ kind: 'none' });
    });

    it('does not strike off a company whose radiation says it moved', () => {
      expect(isTransferText(DEPARTURE)).toBe(true);
      expect(statusEventOf(radiation(DEPARTURE, 'B1', '2025-03-01'))).toEqual({ kind: 'move' });
      expect(deriveCompanyStatus([radiation(DEPARTURE, 'B1', '2025-03-01')]).code).toBe('active');
      expect(deriveCompanyStatus([radiation(null, 'B1', '2025-03-01')]).code).toBe('struck_off');
    });

    it('restores the status held before a strike-off when the company registers elsewhere', () => {
      const opening = dated(
        initial("Jugement d'ouverture de liquidation judiciaire"),
        'L1',
        '2025-01-10',
      );
      const strikeOff = radiation(null, 'B1', '2025-03-01');
      const arrival = registration('immatriculation', ARRIVALS[0], 'A1', '2025-04-01');
      expect(deriveCompanyStatus([opening, strikeOff])).toMatchObject({ code: 'struck_off' });
      expect(deriveCompanyStatus([opening, strikeOff, arrival])).toEqual({
        code: 'liquidation_judiciaire',
        since: '2025-01-10',
        annonceId: 'L1',
      });
      expect(deriveCompanyStatus([strikeOff, arrival])).toEqual({
        code: 'active',
        since: null,
        annonceId: null,
      });
    });

    it('changes nothing when the company was not struck off', () => {
      const opening = dated(
        initial("Jugement d'ouverture de liquidation judiciaire"),
        'L1',
        '2025-01-10',
      );
      const arrival = registration('vente', ARRIVALS[1], 'A1', '2025-04-01');
      expect(deriveCompanyStatus([opening, arrival])).toMatchObject({
        code: 'liquidation_judiciaire',
        annonceId: 'L1',
      });
      expect(deriveCompanyStatus([arrival])).toEqual({
        code: 'active',
        since: null,
        annonceId: null,
      });
    });
  });

  describe('previousAnnonceIdOf', () => {
    it('builds the id the real rectificatif A202601532505 points to, from the object or its text', () => {
      const row = rows.find((candidate) => candidate.id === 'A202601532505');
      expect(previousAnnonceIdOf(row?.parutionavisprecedent)).toBe('A202601464070');
      expect(previousAnnonceIdOf(JSON.stringify(row?.parutionavisprecedent))).toBe('A202601464070');
      expect(byId('A202601532505').previousAnnonceId).toBe('A202601464070');
    });

    it('takes the letter of the bulletin and drops leading zeros of the notice number', () => {
      const pointer = {
        nomPublication: 'BODACC B',
        numeroParution: '20220227',
        numeroAnnonce: '0446',
      };
      expect(previousAnnonceIdOf(pointer)).toBe('B20220227446');
    });

    it.each([
      null,
      undefined,
      '',
      'not json',
      '[]',
      { nomPublication: 'BODACC A' },
      {
        nomPublication: 'BODACC A',
        numeroParution: '2026',
        numeroAnnonce: '4070',
      },
    ])('gives null when the pointer cannot be built (%p)', (value) => {
      expect(previousAnnonceIdOf(value)).toBeNull();
    });
  });
});
