import { judgmentKindOf, JudgmentKind, Practitioner, practitionersOf } from './judgment-facts';

const collective = (typeJugement: string | null, text: string | null = null) => ({
  typeAnnonce: 'collective',
  famille: 'Procédures collectives',
  typeJugement,
  text,
});

describe('judgmentKindOf (CONTRACT 8.2)', () => {
  // The 40 natures of the real sample (test/fixtures/sample-real.csv), each with its kind.
  it.each<[string, JudgmentKind]>([
    ["Jugement d'ouverture d'une procédure de sauvegarde", 'opening'],
    ["Jugement d'ouverture d'une procédure de redressement judiciaire", 'opening'],
    ["Jugement d'ouverture de liquidation judiciaire", 'opening'],
    ["Jugement d'extension d'une procédure de redressement judiciaire", 'opening'],
    ["Jugement d'extension de liquidation judiciaire", 'opening'],
    ['Jugement de reprise de la procédure de liquidation judiciaire', 'opening'],
    [
      'Jugement de conversion en redressement judiciaire de la procédure de sauvegarde',
      'conversion',
    ],
    ['Jugement de conversion en liquidation judiciaire', 'conversion'],
    [
      'Jugement de conversion en liquidation judiciaire de la procédure de sauvegarde',
      'conversion',
    ],
    [
      'Jugement prononçant la résolution du plan de sauvegarde et le redressement judiciaire',
      'conversion',
    ],
    [
      'Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire',
      'conversion',
    ],
    [
      'Jugement prononçant la résolution du plan de sauvegarde accélérée et la liquidation judiciaire',
      'conversion',
    ],
    ['Jugement arrêtant le plan de sauvegarde', 'plan'],
    ['Jugement modifiant le plan de sauvegarde', 'plan'],
    ['Jugement de plan de redressement', 'plan'],
    ['Jugement modifiant le plan de redressement', 'plan'],
    ['Jugement modifiant le plan de continuation', 'plan'],
    ['Jugement modifiant le plan de traitement de sortie de crise', 'plan'],
    ["Jugement de clôture pour insuffisance d'actif", 'closing'],
    ['Jugement de clôture pour extinction du passif', 'closing'],
    ['Jugement mettant fin à la procédure de sauvegarde', 'closing'],
    ['Jugement mettant fin à la procédure de redressement judiciaire', 'closing'],
    [
      "Liste des créances nées après le jugement d'ouverture d'une procédure de redressement judiciaire",
      'claims',
    ],
    [
      "Liste des créances nées après le jugement d'ouverture d'une procédure de liquidation judiciaire",
      'claims',
    ],
    ["Dépôt de l'état des créances", 'claims'],
    ["Dépôt de l'état des créances Loi de 1985", 'claims'],
    ["Dépôt de l'état des créances et du projet de répartition", 'claims'],
    ['Dépôt du projet de répartition', 'claims'],
    ["Dépôt de l'état de collocation", 'claims'],
    ['Jugement arrêtant un plan de cession', 'sale'],
    ["Jugement d'interdiction de gérer", 'sanction'],
    ['Jugement de faillite personnelle', 'sanction'],
    ["Rétractation de jugement d'ouverture sur tierce opposition", 'appeal'],
    ["Arrêt de la cour d'appel infirmant une décision soumise à publicité", 'appeal'],
    ['Jugement modifiant la date de cessation des paiements', 'other'],
    ['Jugement de désignation des organes de la procédure', 'other'],
    // Catch-all natures without readable words: what the nature itself says.
    ['Autre jugement et ordonnance', 'other'],
    ['Autre jugement prononçant', 'other'],
    ["Autre jugement d'ouverture", 'opening'],
    ["Autre arrêt de la Cour d'Appel", 'appeal'],
  ])('"%s" is %s', (nature, kind) => {
    expect(judgmentKindOf(collective(nature))).toBe(kind);
  });

  it.each<[string, string, JudgmentKind]>([
    // BLUMA: the arrêt opens a redressement.
    [
      "Autre arrêt de la Cour d'Appel",
      "Par arrêt de la Cour d'Appel de Paris en date du : 10 décembre 2025 , infirme le jugement rendu le 11 juin 2025 ayant ouvert une procédure de liquidation judiciaire et statuant à nouveau et y ajoutant : Prononce l'ouverture d'une procédure de redressement judiciaire. Fixe la date de cessation des paiements au 12/12/2024.",
      'opening',
    ],
    [
      "Autre arrêt de la Cour d'Appel",
      'Infirme le jugement déféré en toutes ses dispositions.',
      'appeal',
    ],
    [
      'Autre jugement et ordonnance',
      'Ouvre la procédure de redressement - Date de cessation des paiements : 30 Janvier 2026 - Mandataire : TORELLI Frédéric, 3 Boulevard Pasteur, 07200 AUBENAS',
      'opening',
    ],
    [
      'Autre jugement prononçant',
      'Par jugement du 21/01/2026 le Tribunal de Commerce de VANNES a arrêté le plan de cession de la SA AQUATONALE, au profit de Monsieur LE TRIONNAIRE Arnaud',
      'sale',
    ],
    [
      'Autre jugement prononçant',
      "Jugement prononçant l'interdiction prévue à l'article L. 653-8 du code de commerce à l'encontre de M. MARIE David pour une durée de 04 ans ans.",
      'sanction',
    ],
    [
      'Autre jugement et ordonnance',
      "RLJ prorogation période d'observation - Administrateur : BLERIOT Philippe, 50 rue Victor Hugo, 95300 PONTOISE",
      'other',
    ],
    ["Autre jugement d'ouverture", "Jugement de rectification d'une erreur matérielle", 'opening'],
    [
      'Autre jugement et ordonnance',
      "Jugement prononçant la clôture de la procédure de liquidation judiciaire pour insuffisance d'actif.",
      'closing',
    ],
  ])('reads the catch-all "%s" in its text "%s"', (nature, text, kind) => {
    expect(judgmentKindOf(collective(nature, text))).toBe(kind);
  });

  it('classifies a rectificatif or an annulation of a collective notice by its nature', () => {
    const nature = "Jugement de clôture pour insuffisance d'actif";
    for (const typeAnnonce of ['rectificatif', 'annulation']) {
      expect(judgmentKindOf({ ...collective(nature), typeAnnonce })).toBe('closing');
    }
  });

  it('gives no kind to a notice that is not a judgment', () => {
    expect(judgmentKindOf(collective(null))).toBeNull();
    expect(judgmentKindOf(collective('  '))).toBeNull();
    const sale = {
      typeAnnonce: 'vente',
      famille: 'Ventes et cessions',
      typeJugement: "Jugement d'ouverture de liquidation judiciaire",
      text: null,
    };
    expect(judgmentKindOf(sale)).toBeNull();
    const radiation = {
      typeAnnonce: 'rectificatif',
      famille: 'Radiations',
      typeJugement: 'x',
      text: null,
    };
    expect(judgmentKindOf(radiation)).toBeNull();
  });
});

describe('practitionersOf (CONTRACT 8.2), on real texts of the sample', () => {
  const mandataire = (name: string): Practitioner => ({ role: 'mandataire', name });
  const administrateur = (name: string): Practitioner => ({ role: 'administrateur', name });
  const liquidateur = (name: string): Practitioner => ({ role: 'liquidateur', name });

  it.each<[string, string, Practitioner[]]>([
    [
      'THEBAULT',
      "Jugement prononçant l'ouverture d'une procédure de redressement judiciaire , date de cessation des paiements le 10 Juin 2025 , désignant mandataire judiciaire SELARL MJ DE L'ALLIER, représentée par Maître RAYNAUD Pascal 2, rue de la Presle - 03100 Montluçon. Procédure ouverte en application du III de l'article L.681-2 du Code de Commerce. Les créances sont à adresser, dans les deux mois de la présente publication, auprès du Mandataire Judiciaire ou sur le portail électronique prévu par les articles L. 814-2 et L. 814-13 du code de commerce.",
      [mandataire("SELARL MJ DE L'ALLIER, représentée par Maître RAYNAUD Pascal")],
    ],
    [
      'MN MATERIAUX',
      "Jugement prononçant la liquidation judiciaire , date de cessation des paiements le 27 Juillet 2024, désignant liquidateur SELARL MJ DE L'ALLIER, représentée par Maître RAYNAUD Pascal 4/6, rue Pétillât - Résidence les Lilas - Bât. C - 03200 Vichy . Les créances sont à adresser, dans les deux mois de la présente publication, auprès du liquidateur ou sur le portail électronique prévu par les articles L. 814-2 et L. 814-13 du code de commerce.",
      [liquidateur("SELARL MJ DE L'ALLIER, représentée par Maître RAYNAUD Pascal")],
    ],
    [
      'CHEZ JU',
      "Jugement prononçant la résolution du plan de redressement et la liquidation judiciaire , désignant administrateur SELARL ESAJ prise en la personne de ME ERIC SAMSON 9, rue Camille Desmoulin - 66000 Perpignan avec les pouvoirs : de représentation dans le redressement judiciaire, liquidateur Selarl Pierre Henri Frontil Représentée Par Me Pierre-Henri Frontil 2, place Victor Basch - 11000 Carcassonne . Les créances sont à adresser, dans les deux mois de la présente publication, auprès du liquidateur ou sur le portail électronique prévu par les articles L. 814-2 et L. 814-13 du code de commerce à l'exception des créanciers admis au plan qui en sont dispensés.",
      [
        administrateur('SELARL ESAJ prise en la personne de ME ERIC SAMSON'),
        liquidateur('Selarl Pierre Henri Frontil Représentée Par Me Pierre-Henri Frontil'),
      ],
    ],
    [
      'POILANE',
      "Jugement prononçant la résolution du plan de sauvegarde et ouvre le redressement judiciaire, date de cessation des paiements le 31 décembre 2025, désignant Mandataire judiciaire Selarl Bdr & associes en la personne de Me Xavier Brouard 34 rue Sainte-Anne 75001 Paris, et désignant administrateur Selarl Ajrs en la personne de Me Catherine Poli 8 rue Blanche 75009 Paris, avec les pouvoirs d'assister.",
      [
        mandataire('Selarl Bdr & associes en la personne de Me Xavier Brouard'),
        administrateur('Selarl Ajrs en la personne de Me Catherine Poli'),
      ],
    ],
    [
      'KAUFFMANN ELECTRICITE (the name before its role)',
      "Jugement convertissant la procédure de sauvegarde en procédure de redressement judiciaire, maintenant la SCP Pascale Chanel Elodie Bayle prise en la personne de Me Bayle, Administrateur, avec pour mission : d'assistance, fixant la date de cessation des paiements au : 20/01/2026.",
      [administrateur('SCP Pascale Chanel Elodie Bayle prise en la personne de Me Bayle')],
    ],
    [
      'OSIRIS (two of each role, the text repeated)',
      "Jugement d'extension d'une procédure de redressement judiciaire ouverte initialement à l'égard de SARL Osiris, date de cessation des paiements le 8 janvier 2024, et confirmant la désignation de administrateur SCP Cbf prise en la personne de Me Adrien Dusseau 5 rue Marius et Ary Leblond 97410 Saint-Pierre et la Selarl élise de Laissardiere prise en la personne de Me Elise de Laissardiere 18 rue Saint Bernard 97400 Saint-Denisavec les pouvoirs: d'assister, mandataire judiciaire Selas égide prise en la personne de Me Alix Brenac, Résidence Vetyver 23 rue Tourette 97400 Saint-Denis et la Selarl Hirou prise en la personne de Maître Laurent Hirou 8 rue Labourdonnais Cs 61053 97404 Saint-Denis Cedex. Jugement d'extension d'une procédure de redressement judiciaire ouverte initialement à l'égard de SARL Osiris, et confirmant la désignation de administrateur SCP Cbf prise en la personne de Me Adrien Dusseau 5 rue Marius et Ary Leblond 97410 Saint-Pierreavec les pouvoirs: d'assister, mandataire judiciaire Selas égide prise en la personne de Me Alix Brenac Résidence Vetyver 23 rue Tourette 97400 Saint-Denis.",
      [
        administrateur('SCP Cbf prise en la personne de Me Adrien Dusseau'),
        administrateur(
          'Selarl élise de Laissardiere prise en la personne de Me Elise de Laissardiere',
        ),
        mandataire('Selas égide prise en la personne de Me Alix Brenac'),
        mandataire('Selarl Hirou prise en la personne de Maître Laurent Hirou'),
      ],
    ],
    [
      'AQUATONALE',
      "Par jugement du 21/01/2026 le Tribunal de Commerce de VANNES a arrêté le plan de cession de la SA AQUATONALE, au profit de Monsieur LE TRIONNAIRE Arnaud ; A maintenu en qualité d'administrateur judiciaire la SELAS AJIRE, prise en la personne de Maître LEGOUT, 6, COURS RAPHAEL BINET, CS 76531, 35065 RENNES CEDEX aux fins de rédiger les actes de cession ; A maintenu en qualité de liquidateur judiciaire la SELAS BODELET-LONG dans ses fonctions, notamment concernant la vérification du passif déclaré ; .",
      [
        administrateur('SELAS AJIRE, prise en la personne de Maître LEGOUT'),
        liquidateur('SELAS BODELET-LONG'),
      ],
    ],
    [
      'SCI BB (labels)',
      "RLJ prorogation période d'observation - Administrateur : BLERIOT Philippe, 50 rue Victor Hugo, 95300 PONTOISE - Mandataire : MANDIN Aymeric, 23 rue Victor Hugo BP 159, 95304 CERGY-PONTOISE CEDEX - Décide de la poursuite d’activité de la SCI BB",
      [administrateur('BLERIOT Philippe'), mandataire('MANDIN Aymeric')],
    ],
    [
      'SCEA DU PUY (a name that starts like an article)',
      'Jugement de clôture pour extinction du passif - Date de cessation des paiements : 29 Octobre 2009 - Mandataire : LEURET Nicolas, 2 Boulevard du Salan, 19100 BRIVE LA GAILLARDE - N° RG : 09/00006',
      [mandataire('LEURET Nicolas')],
    ],
    [
      'GERARD',
      "Jugement d'ouverture de liquidation judiciaire simplifiée sur les patrimoines professionnel et personnel de la débitrice. Date de cessation des paiements : 08 Janvier 2024. Liquidateur judiciaire : SELARL GOPMJ, représentée par Me COLLIN Pauline, 4 mail François Mitterrand, CS 21144, 35011 Rennes cedex. Les déclarations des créances sont à adresser au liquidateur judiciaire",
      [liquidateur('SELARL GOPMJ, représentée par Me COLLIN Pauline')],
    ],
    [
      'PJ FACTORY (a mandataire acting as liquidateur)',
      'Jugement prononçant la conversion en liquidation judiciaire. Mandataire judiciaire à la liquidation des entreprises: SELARL MJ AIR, prise en la personne de Me Pierre CHARLIER, demeurant 21, rue du Printemps, 68100 Mulhouse, pour exercer les fonctions de liquidateur. N° RG : 25/01120',
      [liquidateur('SELARL MJ AIR, prise en la personne de Me Pierre CHARLIER')],
    ],
    [
      'CDA MULHOUSE',
      "Avis de dépôt de l’état des créances. Mandataire judiciaire au redressement et à la liquidation des entreprises : la SELARL MJ AIR CHARLIER, prise en la personne de Me Pierre CHARLIER, 21 rue du Printemps, 68100 MULHOUSE - DÊPOT DE L'ETAT DES CREANCES au Tribunal judiciaire de MULHOUSE",
      [mandataire('SELARL MJ AIR CHARLIER, prise en la personne de Me Pierre CHARLIER')],
    ],
    [
      'ASSOCIATION SOLIDARITES PROFESSIONNELLES TRANSITIONS (the address after "sise")',
      'Jugement prononcant la liquidation judiciaire. Désigné en qualité de liquidateur Maître Aymeric MANDIN, membre de la SELARL MMJ sise 23, rue Victor Hugo, BP 159 à 95304 Cergy-Pontoise cedex ; maintient en fonction le juge commissaire en la personne de Monsieur Gérard MOREL',
      [liquidateur('Maître Aymeric MANDIN, membre de la SELARL MMJ')],
    ],
    [
      'BIC SERVICES (a replacement)',
      "Jugement du tribunal de commerce de Poitiers en date du 27 janvier 2026 nommant Selas Aj Up représentée par Maître Cédric Lamaire en remplacement de l'administrateur précédemment désigné.",
      [administrateur('Selas Aj Up représentée par Maître Cédric Lamaire')],
    ],
  ])('%s', (_, text, expected) => {
    expect(practitionersOf(text)).toEqual(expected);
  });

  it('names nobody where the text only mentions a role', () => {
    expect(practitionersOf(null)).toEqual([]);
    expect(
      practitionersOf(
        'Les créances sont à adresser, dans les deux mois de la présente publication, auprès du Mandataire Judiciaire ou sur le portail électronique prévu par les articles L. 814-2 et L. 814-13 du code de commerce.',
      ),
    ).toEqual([]);
    expect(
      practitionersOf(
        "Jugement arrêtant le plan de redressement, durée du plan 10 Année(s) nomme Commissaire à l'exécution du plan SELARL PELLIER-LES MANDATAIRES REPRÉSENTÉE PAR ME MARIE-SOPHIE PELLIER 23 Boulevard Carabacel 06000 Nice.",
      ),
    ).toEqual([]);
  });

  it('keeps a name within 200 characters', () => {
    const long = `désignant liquidateur SELARL ${'TRES LONGUE DENOMINATION '.repeat(20)}`;
    const [found] = practitionersOf(long);
    expect(found.role).toBe('liquidateur');
    expect(found.name.length).toBeLessThanOrEqual(200);
    expect(found.name.startsWith('SELARL TRES LONGUE')).toBe(true);
  });
});
