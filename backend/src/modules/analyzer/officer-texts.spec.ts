import { officersOf, soleTraderOf } from './officer-texts';

/** [name, role] pairs, to keep the real texts' expectations short. */
const pairs = (officers: { name: string; role: string }[]) =>
  officers.map(({ name, role }) => [name, role]);

// Every text below is copied verbatim from backend/test/fixtures/real-a-2020-h1.csv.gz.
describe('officersOf', () => {
  describe('roles separated by ";"', () => {
    it.each([
      [
        'Président : YETIM Oguz ; Directeur général : AYHAN Muhammet',
        [
          ['YETIM Oguz', 'Président'],
          ['AYHAN Muhammet', 'Directeur général'],
        ],
      ],
      [
        'Président : CHERRIER Marty, Christian, Nicolas ; Personne ayant le pouvoir de diriger, gérer ou engager à titre habituel la société : GROUSSET Julien',
        [
          ['CHERRIER Marty Christian Nicolas', 'Président'],
          ['GROUSSET Julien', "Personne ayant le pouvoir d'engager la société"],
        ],
      ],
      [
        'Gérant non associé : ACTUAL LEADER GROUP (SAS) ; Associé indéfiniment et solidairement responsable : ACTUAL GROUP (SAS) ; Associé indéfiniment et solidairement responsable : ACTUAL MANAGEMENT (SAS)',
        [
          ['ACTUAL LEADER GROUP (SAS)', 'Gérant'],
          ['ACTUAL GROUP (SAS)', 'Associé indéfiniment responsable'],
          ['ACTUAL MANAGEMENT (SAS)', 'Associé indéfiniment responsable'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('names with commas, roles separated by ","', () => {
    it.each([
      [
        'Gérant : Simoens, Philippe Gérard, Gérant : Tacqueniere, Maxime Reynald Dominique',
        [
          ['Simoens Philippe Gérard', 'Gérant'],
          ['Tacqueniere Maxime Reynald Dominique', 'Gérant'],
        ],
      ],
      [
        "Directeur général exécutif : Allonneau, Stéphanie Emmanuelle, Directeur général exécutif : Desplanches, Francois, Directeur général exécutif : Hameillon, Olivier Jacques Pierre Roger, nom d'usage : Hameillon, Directeur général exécutif : Forges, Sébastien, Président : Pain, Jeremey Lucien",
        [
          ['Allonneau Stéphanie Emmanuelle', 'Directeur général'],
          ['Desplanches Francois', 'Directeur général'],
          ['Hameillon Olivier Jacques Pierre Roger', 'Directeur général'],
          ['Forges Sébastien', 'Directeur général'],
          ['Pain Jeremey Lucien', 'Président'],
        ],
      ],
      [
        "Président : Tasle D'heliand, Jean-Philippe, Directeur général : Bozo, Ghislain, Président du comité stratégique : Le Gouz De Saint Seine, Guillaume, Membre du comité stratégique : De Fraguier, Jean-René, Membre du comité stratégique : Tasle D'heliand, Jean-Philippe, Membre du comité stratégique : Bozo, Ghislain, Membre du comité stratégique : Le Gouz De Saint Seine, Guillaume",
        [
          ["Tasle D'heliand Jean-Philippe", 'Président'],
          ['Bozo Ghislain', 'Directeur général'],
          ['Le Gouz De Saint Seine Guillaume', "Président d'un comité"],
          ['De Fraguier Jean-René', "Membre d'un comité"],
          ["Tasle D'heliand Jean-Philippe", "Membre d'un comité"],
          ['Bozo Ghislain', "Membre d'un comité"],
          ['Le Gouz De Saint Seine Guillaume', "Membre d'un comité"],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('roles separated by "."', () => {
    it.each([
      [
        "Gérant : FRANSEN Heidi nom d'usage : FRANSEN. Gérant : CLEMENT Audrey nom d'usage : CLEMENT",
        [
          ['FRANSEN Heidi', 'Gérant'],
          ['CLEMENT Audrey', 'Gérant'],
        ],
      ],
      [
        "Dircteur Général : SUSSET Joris René Ernest nom d'usage : SUSSET. Président : RENOUF Raphaël nom d'usage : RENOUF. Directeur général délégué : ROMAN Pierrick André Gilbert nom d'usage : ROMAN. Directeur général délégué : LAMBERT Simon Xavier Pascal nom d'usage : LAMBERT",
        [
          ['SUSSET Joris René Ernest', 'Directeur général'],
          ['RENOUF Raphaël', 'Président'],
          ['ROMAN Pierrick André Gilbert', 'Directeur général délégué'],
          ['LAMBERT Simon Xavier Pascal', 'Directeur général délégué'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('several roles for one name', () => {
    it.each([
      [
        "Gérant, Associé : D'ALBENAS Jean-Philippe, Jacques, Marie ; Gérant, Associé : D'ALBENAS Geoffroy, Marie, Joseph",
        [
          ["D'ALBENAS Jean-Philippe Jacques Marie", 'Gérant'],
          ["D'ALBENAS Jean-Philippe Jacques Marie", 'Associé'],
          ["D'ALBENAS Geoffroy Marie Joseph", 'Gérant'],
          ["D'ALBENAS Geoffroy Marie Joseph", 'Associé'],
        ],
      ],
      [
        'Gérant et associé indéfiniment et solidairement responsable, Gérant, Associé indéfiniment et solidairement responsable : PETRAULT-MAMET Sophia, Paulinne ; Associé indéfiniment et solidairement responsable : PETRAUL-MAMET Pascal, Claude',
        [
          ['PETRAULT-MAMET Sophia Paulinne', 'Gérant'],
          ['PETRAULT-MAMET Sophia Paulinne', 'Associé indéfiniment responsable'],
          ['PETRAUL-MAMET Pascal Claude', 'Associé indéfiniment responsable'],
        ],
      ],
      [
        "Président du conseil d'administration et Directeur général : Sitruk, David Victor Hai, Administrateur : Ghedira, Jean, Administrateur : De Nicolay, Hugues, Commissaire aux comptes titulaire : ERNST & YOUNG AUDIT, Commissaire aux comptes suppléant : AUDITEX",
        [
          ['Sitruk David Victor Hai', "Président du conseil d'administration"],
          ['Sitruk David Victor Hai', 'Directeur général'],
          ['Ghedira Jean', 'Administrateur'],
          ['De Nicolay Hugues', 'Administrateur'],
          ['ERNST & YOUNG AUDIT', 'Commissaire aux comptes titulaire'],
          ['AUDITEX', 'Commissaire aux comptes suppléant'],
        ],
      ],
      [
        'Gérant : Koca, Ersin, Gérant Directeur technique : Koca, Erhan',
        [
          ['Koca Ersin', 'Gérant'],
          ['Koca Erhan', 'Gérant'],
          ['Koca Erhan', 'Directeur'],
        ],
      ],
      [
        'Président, Actionnaire unique : DUCLOS Stéphane',
        [
          ['DUCLOS Stéphane', 'Président'],
          ['DUCLOS Stéphane', 'Associé unique'],
        ],
      ],
      [
        'Gérant, Associé indéfiniment responsable, Bénéficiaire Effectif : NICOLAS Céline, Marie-Anne',
        [
          ['NICOLAS Céline Marie-Anne', 'Gérant'],
          ['NICOLAS Céline Marie-Anne', 'Associé indéfiniment responsable'],
          ['NICOLAS Céline Marie-Anne', 'Bénéficiaire effectif'],
        ],
      ],
      [
        'Gérant, Associé indéfiniment responsable, Sans correspondance / non repris : GUERARD Jean-Pierre, Michel, Gérard ; Gérant, Associé indéfiniment responsable : GUERARD Aline, Camille, Simone',
        [
          ['GUERARD Jean-Pierre Michel Gérard', 'Gérant'],
          ['GUERARD Jean-Pierre Michel Gérard', 'Associé indéfiniment responsable'],
          ['GUERARD Aline Camille Simone', 'Gérant'],
          ['GUERARD Aline Camille Simone', 'Associé indéfiniment responsable'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('usage and birth names', () => {
    it.each([
      [
        "Gérant associé indéfiniment responsable : Guerinot, Vincent, Associé indéfiniment responsable : Lanfrey, Clothilde Germaine, nom d'usage : Guerinot, Associé indéfiniment responsable : Guerinot, Rémi Jean-Patrice",
        [
          ['Guerinot Vincent', 'Gérant'],
          ['Guerinot Vincent', 'Associé indéfiniment responsable'],
          [
            "Lanfrey Clothilde Germaine (nom d'usage : Guerinot)",
            'Associé indéfiniment responsable',
          ],
          ['Guerinot Rémi Jean-Patrice', 'Associé indéfiniment responsable'],
        ],
      ],
      [
        'Gérant, Associé indéfiniment responsable : HANSS Guillaume ; Gérant, Associé indéfiniment responsable : HANSS Audrey né(e) DIFFORT',
        [
          ['HANSS Guillaume', 'Gérant'],
          ['HANSS Guillaume', 'Associé indéfiniment responsable'],
          ['HANSS Audrey né(e) DIFFORT', 'Gérant'],
          ['HANSS Audrey né(e) DIFFORT', 'Associé indéfiniment responsable'],
        ],
      ],
      [
        "Conjoint marié ou pacsé, associé : Pilon, Stéphane, Conjoint marié ou pacsé, associé : Lefebvre, Céline, nom d'usage : Pilon, Gérant : Pilon, Stéphane Roger Désiré, Gérant : Lefebvre, Céline, nom d'usage : Pilon",
        [
          ['Pilon Stéphane', 'Conjoint associé'],
          ["Lefebvre Céline (nom d'usage : Pilon)", 'Conjoint associé'],
          ['Pilon Stéphane Roger Désiré', 'Gérant'],
          ["Lefebvre Céline (nom d'usage : Pilon)", 'Gérant'],
        ],
      ],
      [
        "Dirigeant en France d'une personne morale étrangère : MELLONI RIBAS Gianni nom d'usage : MELLONI RIBAS. Dirigeant en France d'une personne morale étrangère : MELLONI PINTO Luka nom d'usage : MELLONI PINTO",
        [
          ['MELLONI RIBAS Gianni', 'Dirigeant en France'],
          ['MELLONI PINTO Luka', 'Dirigeant en France'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('companies as officers', () => {
    it.each([
      [
        'Président : HELIOWATT HOLDING (SAS) représenté par CHEVASSU Jean-Sebastien ; Commissaire aux comptes titulaire : PARADIS Hélène né(e) VILDY ; Commissaire aux comptes suppléant : BR AUDIT (SAS)',
        [
          ['HELIOWATT HOLDING (SAS)', 'Président'],
          ['CHEVASSU Jean-Sebastien', 'Représentant permanent'],
          ['PARADIS Hélène né(e) VILDY', 'Commissaire aux comptes titulaire'],
          ['BR AUDIT (SAS)', 'Commissaire aux comptes suppléant'],
        ],
      ],
      [
        'Président : Société de droit étranger INGELOG n°0660.852.783 RCS BELGIQUE',
        [['Société de droit étranger INGELOG', 'Président']],
      ],
      [
        'Président : Société de droit étranger TRIDENT CONSULTING SERVICES SA - CHE-247 038 407 RCS GENEVE',
        [['Société de droit étranger TRIDENT CONSULTING SERVICES SA', 'Président']],
      ],
      [
        'Président : "SOCIETE FINANCIERE GALLAUD" (SAS)',
        [['"SOCIETE FINANCIERE GALLAUD" (SAS)', 'Président']],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('dated states', () => {
    it.each([
      [
        'Président : VIGNON Christine en fonction le 05 Septembre 2019 ; Directeur général : CRAPARD Jordan Jean-Charles Sébastien en fonction le 05 Septembre 2019',
        [
          ['VIGNON Christine', 'Président'],
          ['CRAPARD Jordan Jean-Charles Sébastien', 'Directeur général'],
        ],
      ],
      [
        'Gérant Associé indéfiniment responsable : LEHAGRE Nicolas modification le 17 Janvier 2020 ; Gérant Associé indéfiniment responsable : LEHAGRE Anthony Pierre André modification le 17 Janvier 2020 ; Associé indéfiniment responsable : SC A LEHAGRE en fonction le 17 Janvier 2020 ; Associé indéfiniment responsable : SC N LEHAGRE en fonction le 17 Janvier 2020',
        [
          ['LEHAGRE Nicolas', 'Gérant'],
          ['LEHAGRE Nicolas', 'Associé indéfiniment responsable'],
          ['LEHAGRE Anthony Pierre André', 'Gérant'],
          ['LEHAGRE Anthony Pierre André', 'Associé indéfiniment responsable'],
          ['SC A LEHAGRE', 'Associé indéfiniment responsable'],
          ['SC N LEHAGRE', 'Associé indéfiniment responsable'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('labels without a role', () => {
    it.each([
      [
        ': DEGUIGNE Delphine ; : DEGUIGNE Alexandra',
        [
          ['DEGUIGNE Delphine', 'Dirigeant'],
          ['DEGUIGNE Alexandra', 'Dirigeant'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.departed).toEqual([]);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('changes: the departed are not current officers', () => {
    it.each([
      [
        'Gérant partant : GROUPE RECREA, Nouveau Gérant : RECREA HOLDING, Associé indéfiniment et solidairement responsable : RECREA, Associé indéfiniment et solidairement responsable : ACTION DEVELOPPEMENT LOISIR, Commissaire aux comptes titulaire : KPMG SA',
        [
          ['RECREA HOLDING', 'Gérant'],
          ['RECREA', 'Associé indéfiniment responsable'],
          ['ACTION DEVELOPPEMENT LOISIR', 'Associé indéfiniment responsable'],
          ['KPMG SA', 'Commissaire aux comptes titulaire'],
        ],
        [['GROUPE RECREA', 'Gérant']],
      ],
      [
        "COLAS Marc Michel François nom d'usage : COLAS n'est plus gérant. COLAS Marc Michel François nom d'usage : COLAS n'est plus Associé indéfiniment responsable. MICHAULT Jean nom d'usage : MICHAULT n'est plus gérant. MICHAULT Jean nom d'usage : MICHAULT n'est plus Associé indéfiniment responsable. DUPONT Annie Marlène Paulette nom d'usage : COLAS devient gérant. MICHAULT Isabelle Sabine nom d'usage : MICHAULT devient gérant",
        [
          ["DUPONT Annie Marlène Paulette (nom d'usage : COLAS)", 'Gérant'],
          ['MICHAULT Isabelle Sabine', 'Gérant'],
        ],
        [
          ['COLAS Marc Michel François', 'Gérant'],
          ['COLAS Marc Michel François', 'Associé indéfiniment responsable'],
          ['MICHAULT Jean', 'Gérant'],
          ['MICHAULT Jean', 'Associé indéfiniment responsable'],
        ],
      ],
      [
        "B.P.I. n'est plus président. AVENAS Florent Dominique Joël nom d'usage : AVENAS devient président",
        [['AVENAS Florent Dominique Joël', 'Président']],
        [['B.P.I.', 'Président']],
      ],
      [
        "VALLAT Joffray nom d'usage : VALLAT devient gérant. Sté par actions simplifiée S.A.I. CASASOLA n'est plus Associé indéfiniment responsable",
        [['VALLAT Joffray', 'Gérant']],
        [['Sté par actions simplifiée S.A.I. CASASOLA', 'Associé indéfiniment responsable']],
      ],
      [
        "Modification de la désignation d'un dirigeant : gérant, nouvelle identité : CAMMENOS Huguette Nicole nom d'usage : VALENTINI. VALENTINI Walter Jean Remy nom d'usage : VALENTINI devient gérant",
        [
          ["CAMMENOS Huguette Nicole (nom d'usage : VALENTINI)", 'Gérant'],
          ['VALENTINI Walter Jean Remy', 'Gérant'],
        ],
        [],
      ],
      [
        "MAUPOU Raphaël nom d'usage : MAUPOU devient directeur général. Modification de la désignation d'un dirigeant : commissaire aux comptes titulaire Exafi Conseil Audit Expertise Sté par actions simplifiée",
        [
          ['MAUPOU Raphaël', 'Directeur général'],
          [
            'Exafi Conseil Audit Expertise Sté par actions simplifiée',
            'Commissaire aux comptes titulaire',
          ],
        ],
        [],
      ],
      [
        "DUCHAMP Philippe - nom d'usage : DUCHAMP Philippe est président",
        [['DUCHAMP Philippe', 'Président']],
        [],
      ],
    ])('%s', (text, officers, departed) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(pairs(parsed.departed)).toEqual(departed);
      expect(parsed.complete).toBe(true);
    });
  });

  describe('texts not read completely keep what they could read', () => {
    it.each([
      ['Gérant ; SABLON Jean Paul', []],
      [
        'Madame ROBO CASSILDE Magali né(e) ROBO ; né(e) le 04 Mars 1969 à Cayenne (973), de nationalité FRANÇAISE ; demeurant 82, rue Madame Payé - 97300 Cayenne',
        [],
      ],
      [
        "Président : DOMB Bernard Simon nom d'usage : DOMB pseudonyme : CASAS Simon. Commissaire aux comptes titulaire : SOFIRA AUDIT",
        [['SOFIRA AUDIT', 'Commissaire aux comptes titulaire']],
      ],
      [
        "Associé indéfiniment et solidairement responsable : SUZE-JOHNS Diana, Carole né(e) SUZE ; Gérant et associé indéfiniment et solidairement responsable : SOCIETE D'INGENIERIE FINANCIERE OUTRE MER (SARL) représenté Diana, Carole",
        [['SUZE-JOHNS Diana Carole né(e) SUZE', 'Associé indéfiniment responsable']],
      ],
      [
        'Gérant, Associé indéfiniment responsable MARGUERITTE Didier ; Gérant, Associé indéfiniment responsable : MARGUERITTE Aline, Marie, Eiiane né(e) GUERY',
        [
          ['MARGUERITTE Aline Marie Eiiane né(e) GUERY', 'Gérant'],
          ['MARGUERITTE Aline Marie Eiiane né(e) GUERY', 'Associé indéfiniment responsable'],
        ],
      ],
    ])('%s', (text, officers) => {
      const parsed = officersOf(text);
      expect(pairs(parsed.officers)).toEqual(officers);
      expect(parsed.complete).toBe(false);
    });
  });
});

describe('soleTraderOf', () => {
  it.each([
    [{ typePersonne: 'pp', nom: 'MOLLE', prenom: 'Jérémie' }, 'MOLLE Jérémie'],
    [{ typePersonne: 'pp', nom: 'CLEMENT', prenom: 'Jean, Marc, José' }, 'CLEMENT Jean Marc José'],
    [{ typePersonne: 'pp', nom: 'RUSSO', prenom: 'Bruno', nomUsage: 'RUSSO' }, 'RUSSO Bruno'],
    [
      { typePersonne: 'pp', nom: 'Van Der Lagen', prenom: 'Patrick', nomUsage: 'Van Vliet' },
      "Van Der Lagen Patrick (nom d'usage : Van Vliet)",
    ],
  ])('%j is %s', (person, name) => {
    expect(soleTraderOf(person)).toEqual({ name, role: 'Entrepreneur individuel' });
  });

  it('names no one without a name', () => {
    expect(soleTraderOf({ nom: ' ', prenom: [] })).toBeNull();
  });
});
