import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** mulberry32: a small seeded PRNG, so the same --seed always writes the same file. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BODACC_HEADER =
  'id;publicationavis;parution;dateparution;numeroannonce;typeavis;typeavis_lib;familleavis;familleavis_lib;numerodepartement;departement_nom_officiel;region_code;region_nom_officiel;tribunal;commercant;ville;registre;cp;pdf_parution_subfolder;ispdf_unitaire;listepersonnes;listeetablissements;jugement;acte;modificationsgenerales;radiationaurcs;depot;listeprecedentexploitant;listeprecedentproprietaire;divers;parutionavisprecedent;url_complete';

/** Families of the export with their label, bulletin letter and share of the generated rows. */
export const FAMILIES: [string, string, string, number][] = [
  ['creation', 'Créations', 'A', 18],
  ['immatriculation', 'Immatriculations', 'A', 8],
  ['modification', 'Modifications diverses', 'B', 26],
  ['vente', 'Ventes et cessions', 'A', 9],
  ['collective', 'Procédures collectives', 'A', 14],
  ['conciliation', 'Procédures de conciliation', 'A', 1],
  ['retablissement_professionnel', 'Procédures de rétablissement professionnel', 'A', 1],
  ['radiation', 'Radiations', 'B', 6],
  ['dpc', 'Dépôts des comptes', 'C', 15],
  ['divers', 'Annonces diverses', 'A', 2],
];
const FAMILY_WEIGHT = FAMILIES.reduce((sum, f) => sum + f[3], 0);

export const PLACES: [string, string, string, string, string, string][] = [
  ['75', 'Paris', '11', 'Île-de-France', 'Paris', '75008'],
  ['69', 'Rhône', '84', 'Auvergne-Rhône-Alpes', 'Lyon', '69003'],
  ['13', 'Bouches-du-Rhône', '93', "Provence-Alpes-Côte d'Azur", 'Marseille', '13001'],
  ['06', 'Alpes-Maritimes', '93', "Provence-Alpes-Côte d'Azur", 'Cannes', '06400'],
  ['33', 'Gironde', '75', 'Nouvelle-Aquitaine', 'Bordeaux', '33000'],
  ['31', 'Haute-Garonne', '76', 'Occitanie', 'Toulouse', '31000'],
  ['59', 'Nord', '32', 'Hauts-de-France', 'Lille', '59000'],
  ['44', 'Loire-Atlantique', '52', 'Pays de la Loire', 'Nantes', '44000'],
  ['67', 'Bas-Rhin', '44', 'Grand Est', 'Strasbourg', '67000'],
  ['35', 'Ille-et-Vilaine', '53', 'Bretagne', 'Rennes', '35000'],
  ['2A', 'Corse-du-Sud', '94', 'Corse', 'Ajaccio', '20000'],
  ['971', 'Guadeloupe', '01', 'Guadeloupe', 'Pointe-à-Pitre', '97110'],
  ['51', 'Marne', '44', 'Grand Est', 'Reims', '51100'],
  ['38', 'Isère', '84', 'Auvergne-Rhône-Alpes', 'Grenoble', '38000'],
];
export const NAME_A = [
  'Société',
  'Compagnie',
  'Atelier',
  'Boulangerie',
  'Garage',
  'Cabinet',
  'Maison',
  'Studio',
  'Groupe',
  'Établissements',
  'Pâtisserie',
  'Brasserie',
  'Hôtel',
  'Agence',
  'Ferme',
];
export const NAME_B = [
  'Ganymède',
  'du Château',
  'Léon',
  'des Écoles',
  'Côte Bleue',
  'Saint-Éloi',
  'Renaissance',
  'Horizon',
  'Bellevue',
  'des Forêts',
  'Mistral',
  'Océane',
  'Garonne',
  'Hélios',
  'Vauban',
  'Lumière',
  'Martin',
  'Dupré',
  'Ardèche',
  'Montagne',
];
export const NAME_C = [
  '',
  ' Conseil',
  ' Services',
  ' Immobilier',
  ' Distribution',
  ' & Fils',
  ' Numérique',
  ' Bâtiment',
  ' Transports',
  ' Restauration',
];
const SURNAMES = [
  'MARTIN',
  'BERNARD',
  'DUBOIS',
  'THOMAS',
  'ROBERT',
  'RICHARD',
  'PETIT',
  'DURAND',
  'LEROY',
  'MOREAU',
  'SIMON',
  'LAURENT',
  'LEFÈVRE',
  'MICHEL',
  'GARCIA',
  'FAURÉ',
  'ROUSSEAU',
  'BLANC',
  'GUÉRIN',
  'MÜLLER',
];
const FIRST_NAMES = [
  'Jean',
  'Marie',
  'Hélène',
  'François',
  'Zoé',
  'Jérôme',
  'Cécile',
  'Loïc',
  'Anaïs',
  'Stéphane',
  'Noémie',
  'Benoît',
  'Élodie',
  'Gaëlle',
  'Rémi',
];
const FORMS = [
  'Société par actions simplifiée',
  'Société par actions simplifiée (à associé unique)',
  'Société à responsabilité limitée',
  'Entreprise unipersonnelle à responsabilité limitée',
  'Société civile immobilière',
  'Société anonyme',
  'Société en nom collectif',
];
const ACTIVITIES = [
  'Boulangerie, pâtisserie, viennoiserie, traiteur',
  'Conseil en stratégie et en gestion des entreprises',
  'Travaux de maçonnerie générale et gros œuvre de bâtiment',
  'Restauration traditionnelle sur place et à emporter',
  "Commerce de détail d'articles de sport",
  'Transport routier de marchandises',
  'Location de logements meublés',
  'Développement de logiciels et hébergement de sites',
  'Coiffure, esthétique et soins de beauté',
  'Agence immobilière : transaction, gestion locative',
  'Exploitation agricole, élevage de bovins',
  "Réparation automobile et vente de véhicules d'occasion",
  'Formation professionnelle continue',
  'Plomberie, chauffage, climatisation',
  'Hôtellerie et hébergement touristique',
];
const STREETS: [string, string][] = [
  ['rue', 'de la République'],
  ['avenue', 'Jean Jaurès'],
  ['boulevard', 'Haussmann'],
  ['rue', 'La Boétie'],
  ['place', 'du Général de Gaulle'],
  ['chemin', 'des Écoliers'],
  ['quai', 'Saint-Étienne'],
  ['allée', 'des Tilleuls'],
];
const NATURES = [
  "Jugement d'ouverture de liquidation judiciaire",
  "Jugement de clôture pour insuffisance d'actif",
  "Jugement d'ouverture d'une procédure de redressement judiciaire",
  'Jugement de conversion en liquidation judiciaire',
  'Jugement de plan de redressement',
  "Jugement d'ouverture d'une procédure de sauvegarde",
  'Jugement de clôture pour extinction du passif',
  'Jugement arrêtant un plan de cession',
  "Dépôt de l'état des créances",
  'Autre jugement et ordonnance',
];

/** One ';'-separated CSV field, quoted when needed (RFC 4180, '"' doubled). */
const field = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
/** JSON columns: the export's Python-style separators (", " and ": "), non-ASCII kept. */
const pyJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(pyJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pyJson(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
};
const json = (value: unknown): string => (value === undefined ? '' : pyJson(value));

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const spaced = (siren: string) => `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`;

/**
 * Companies are drawn from a pool of about a third of the rows (a few announcements each, so a
 * radiation makes a few records inactive); each is derived from its number, not stored.
 */
export const companyPoolSize = (rows: number) => Math.max(1000, Math.floor(rows / 3));

/** The SIREN of company `k` of the pool of a file generated with this seed. */
export const companySirenOf = (seed: number, k: number) =>
  String(300000000 + ((k * 7368787 + seed) % 600000000));

/** A generator of export rows; `row(i)` is deterministic for a given seed and index order. */
export function bodaccRowFactory(seed: number, totalRows: number) {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const companyOf = (k: number) => {
    const own = seededRandom(seed * 7919 + k);
    const choose = <T>(list: readonly T[]): T => list[Math.floor(own() * list.length)];
    return {
      siren: companySirenOf(seed, k),
      name: `${choose(NAME_A)} ${choose(NAME_B)}${choose(NAME_C)}`,
      form: choose(FORMS),
      activity: choose(ACTIVITIES),
      place: choose(PLACES),
      street: choose(STREETS),
      number: String(1 + Math.floor(own() * 180)),
    };
  };
  const start = Date.UTC(2008, 0, 1);
  const span = Date.UTC(2026, 10, 1) - start;

  return (index: number): string => {
    let r = random() * FAMILY_WEIGHT;
    const family = FAMILIES.find((f) => (r -= f[3]) < 0) ?? FAMILIES[0];
    const [famille, familleLib, letter] = family;
    const roll = random();
    const [typeavis, typeLib] =
      roll < 0.06
        ? ['rectificatif', 'Avis rectificatif']
        : roll < 0.065
          ? ['annulation', 'Avis d’annulation']
          : ['annonce', 'Avis initial'];
    const date = new Date(start + int(span)).toISOString().slice(0, 10);
    const year = date.slice(0, 4);
    const parution = `${year}${pad(1 + int(250), 4)}`;
    const numero = index + 1;
    const id = `${letter}${parution}${numero}`;
    const company = companyOf(int(companyPoolSize(totalRows)));
    const isPerson = random() < 0.25;
    const [dept, deptName, regionCode, regionName, ville, cp] = company.place;
    const surname = pick(SURNAMES);
    const first = pick(FIRST_NAMES);
    const address = {
      numeroVoie: company.number,
      typeVoie: company.street[0],
      nomVoie: company.street[1],
      codePostal: cp,
      ville,
    };
    const immat = {
      numeroIdentification: spaced(company.siren),
      codeRCS: 'RCS',
      nomGreffeImmat: ville,
    };
    const personne = isPerson
      ? {
          typePersonne: 'pp',
          numeroImmatriculation: immat,
          nom: surname,
          prenom: random() < 0.2 ? [first, pick(FIRST_NAMES)] : first,
          nomCommercial: random() < 0.3 ? company.name : undefined,
          adresseSiegeSocial: address,
        }
      : {
          typePersonne: 'pm',
          numeroImmatriculation: immat,
          denomination: company.name,
          formeJuridique: company.form,
          capital: { montantCapital: `${(1 + int(500)) * 100}.00`, devise: 'EUR' },
          administration: `Président : ${surname} ${first}`,
          adresseSiegeSocial: address,
        };
    const commercant = isPerson ? `${surname}, ${first}` : company.name;
    const withEstablishment = ['creation', 'immatriculation', 'vente', 'modification'].includes(
      famille,
    );
    const etablissement = withEstablishment
      ? {
          etablissement: {
            origineFonds:
              famille === 'vente'
                ? `Fonds acquis par achat au prix stipulé de ${(1 + int(300)) * 1000} EUR`
                : 'Création',
            qualiteEtablissement: 'Etablissement principal',
            activite: company.activity,
            adresse: address,
          },
        }
      : undefined;
    const nature =
      famille === 'collective'
        ? pick(NATURES)
        : famille === 'conciliation'
          ? "Jugement d'ouverture d'une procédure de conciliation"
          : "Jugement d'ouverture d'une procédure de rétablissement professionnel";
    const collective = ['collective', 'conciliation', 'retablissement_professionnel'].includes(
      famille,
    );
    const jugement = collective
      ? {
          type: typeavis === 'annulation' ? 'annule' : 'initial',
          famille: nature.startsWith('Jugement de clôture')
            ? 'Jugement de clôture'
            : "Jugement d'ouverture",
          nature,
          date,
          complementJugement: `${nature}, date de cessation des paiements le ${date.split('-').reverse().join('/')}, désignant mandataire judiciaire Maître ${pick(SURNAMES)}.`,
        }
      : undefined;
    const acte = ['creation', 'immatriculation', 'vente'].includes(famille)
      ? {
          descriptif: `Acte en date du ${date.split('-').reverse().join('/')}.`,
          dateCommencementActivite: date,
          [famille]: { categorie: famille === 'vente' ? 'Vente' : 'Création' },
        }
      : undefined;
    const values = [
      id,
      letter,
      parution,
      date,
      numero,
      typeavis,
      typeLib,
      famille,
      familleLib,
      dept,
      deptName,
      regionCode,
      regionName,
      random() < 0.5
        ? `Greffe du Tribunal de Commerce de ${ville}`
        : `GREFFE DU TRIBUNAL DE COMMERCE DE ${ville.toUpperCase()}`,
      commercant,
      ville,
      random() < 0.5
        ? `${company.siren},${spaced(company.siren)}`
        : `${spaced(company.siren)},${company.siren}`,
      cp,
      int(3),
      'oui',
      json(famille === 'divers' ? undefined : { personne }),
      json(etablissement),
      json(jugement),
      json(acte),
      json(
        famille === 'modification'
          ? {
              descriptif: `Modification survenue sur l'administration : ${pick(SURNAMES)} ${first} nommé président.`,
            }
          : undefined,
      ),
      json(
        famille === 'radiation'
          ? { radiationPM: 'O', commentaire: `Radiation du registre à compter du ${date}` }
          : undefined,
      ),
      json(
        famille === 'dpc'
          ? { dateCloture: `${Number(year) - 1}-12-31`, typeDepot: 'Comptes annuels et rapports' }
          : undefined,
      ),
      '',
      '',
      json(
        famille === 'divers'
          ? { titreAnnonce: 'Avis divers', contenuAnnonce: `${company.name} : avis au public.` }
          : undefined,
      ),
      json(
        typeavis === 'annonce'
          ? undefined
          : {
              nomPublication: `BODACC ${letter}`,
              numeroParution: parution,
              dateParution: date,
              numeroAnnonce: Math.max(1, numero - 1),
            },
      ),
      `https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:${id}`,
    ];
    return values.map((v) => field(v)).join(';');
  };
}

/**
 * Writes `rows` generated rows (plus the header) to `path`; returns the file size in bytes.
 * `firstIndex` numbers the rows from there, so that files of other runs have other ids.
 */
export async function writeBodaccCsv(
  path: string,
  rows: number,
  seed: number,
  firstIndex = 0,
): Promise<number> {
  const out = createWriteStream(path);
  const row = bodaccRowFactory(seed, rows);
  let bytes = 0;
  let chunk = `${BODACC_HEADER}\n`;
  for (let i = 0; i < rows; i += 1) {
    chunk += `${row(firstIndex + i)}\n`;
    if (chunk.length > 1 << 20 || i === rows - 1) {
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  if (chunk) {
    bytes += Buffer.byteLength(chunk);
    out.write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}
