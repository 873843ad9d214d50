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

function noticeOf(row: BodaccRow): StatusNotice {
  const record = mapBodaccToRecord(row);
  return {
    annonceId: record.annonce_id,
    typeAnnonce: record.type_annonce,
    famille: record.famille,
    typeJugement: record.type_jugement,
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

    it('gives each real collective notice the event of its nature in the table', () => {
      for (const notice of notices.filter((n) => n.typeAnnonce === 'collective')) {
        expect(statusEventOf(notice)).toEqual(JUDGMENT_NATURE_EVENTS[notice.typeJugement ?? '']);
      }
    });

    it('reads a nature whatever its case, spaces, accents encoding and apostrophe', () => {
      // A nature whose words alone would give no event: only the table lookup finds it.
      const typeJugement =
        ' LISTE DES CRÉANCES NÉES APRÈS LE JUGEMENT D’OUVERTURE D’UNE  PROCÉDURE DE LIQUIDATION JUDICIAIRE '.normalize(
          'NFD',
        );
      const notice = { typeAnnonce: 'collective', famille: null, typeJugement };
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
      ['Rétractation de jugement de conversion', { kind: 'retract' }],
      [
        "Liste des créances nées après le jugement d'ouverture d'une procédure de sauvegarde",
        { kind: 'none' },
      ],
      ['Jugement arrêtant un plan de cession en redressement judiciaire', { kind: 'none' }],
      ["Jugement d'ouverture", { kind: 'none' }],
      ['Une nature jamais vue', { kind: 'none' }],
    ])('classifies the unknown nature "%s" by its words', (typeJugement, event) => {
      expect(JUDGMENT_NATURE_EVENTS[typeJugement]).toBeUndefined();
      expect(statusEventOf({ typeAnnonce: 'collective', famille: null, typeJugement })).toEqual(
        event,
      );
    });

    it('reads the family of a rectificatif from its label, and gives an annulation no event', () => {
      const radiation = { typeAnnonce: 'rectificatif', famille: 'Radiations', typeJugement: null };
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
      const steps = [
        dated(initial("Jugement d'ouverture de liquidation judiciaire"), 'L1', '2025-02-01'),
        dated(
          initial("Rétractation de jugement d'ouverture sur tierce opposition"),
          'L2',
          '2025-03-01',
        ),
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
