import {
  MAX_READ_TEXTS,
  noticeOfficersOf,
  officersOfText,
  officerTermsOf,
  OfficerNotice,
  readTextsHeld,
} from './company-officers';

const told = (annonceId: string, date: string, ...administrations: string[]): OfficerNotice => ({
  annonceId,
  date,
  officers: noticeOfficersOf({
    personne: administrations.map((administration) => ({ administration })),
  }),
});

describe("a company's officers from its notices", () => {
  it('ends the term of an officer a later listing no longer names, and keeps the others', () => {
    const terms = officerTermsOf([
      told('A-1', '2019-03-04', 'Président : YETIM Oguz ; Directeur général : AYHAN Muhammet'),
      // A notice without officers (a filing, a judgment) says nothing of them.
      {
        annonceId: 'A-2',
        date: '2019-09-01',
        officers: noticeOfficersOf({ personne: { typePersonne: 'pm' } }),
      },
      told('A-3', '2020-02-10', 'Président : Yetim Oguz ; Directeur général : KAYA Elif'),
    ]);
    expect(terms).toEqual([
      { name: 'YETIM Oguz', role: 'Président', since: '2019-03-04', until: null, annonceId: 'A-1' },
      {
        name: 'KAYA Elif',
        role: 'Directeur général',
        since: '2020-02-10',
        until: null,
        annonceId: 'A-3',
      },
      {
        name: 'AYHAN Muhammet',
        role: 'Directeur général',
        since: '2019-03-04',
        until: '2020-02-10',
        annonceId: 'A-1',
      },
    ]);
  });

  it('ends only the terms a notice told as changes says are over', () => {
    const terms = officerTermsOf([
      told('B-1', '2018-01-15', 'Président : B.P.I. ; Commissaire aux comptes titulaire : KPMG SA'),
      told(
        'B-2',
        '2020-01-20',
        "B.P.I. n'est plus président. AVENAS Florent Dominique Joël nom d'usage : AVENAS devient président",
      ),
    ]);
    expect(terms.map(({ name, role, since, until }) => [name, role, since, until])).toEqual([
      ['KPMG SA', 'Commissaire aux comptes titulaire', '2018-01-15', null],
      ['AVENAS Florent Dominique Joël', 'Président', '2020-01-20', null],
      ['B.P.I.', 'Président', '2018-01-15', '2020-01-20'],
    ]);
  });

  it('names a sole trader as the one officer of the business', () => {
    const trader = {
      annonceId: 'C-1',
      date: '2020-05-02',
      officers: noticeOfficersOf({
        personne: { typePersonne: 'pp', nom: 'MARTIN', prenom: 'Sophie' },
      }),
    };
    expect(officerTermsOf([trader])).toEqual([
      {
        name: 'MARTIN Sophie',
        role: 'Entrepreneur individuel',
        since: '2020-05-02',
        until: null,
        annonceId: 'C-1',
      },
    ]);
  });

  it('reads several roles of one person as several terms, each ended on its own', () => {
    const terms = officerTermsOf([
      told('D-1', '2017-06-01', 'Gérant, Associé indéfiniment responsable : DUPONT Jean'),
      told('D-2', '2019-06-01', 'Gérant : DUPONT Jean'),
    ]);
    expect(terms.map(({ role, until }) => [role, until])).toEqual([
      ['Gérant', null],
      ['Associé indéfiniment responsable', '2019-06-01'],
    ]);
  });

  it('remembers the texts read lately, never more than its bound, the same reading each time', () => {
    const text = 'Président : YETIM Oguz ; Directeur général : AYHAN Muhammet';
    const first = officersOfText(text);
    expect(officersOfText(text)).toBe(first);
    for (let i = 0; i <= MAX_READ_TEXTS; i++) officersOfText(`Gérant : DUPONT Jean ${i}`);
    expect(readTextsHeld()).toBe(MAX_READ_TEXTS);
    // The oldest went first: read again, it is read anew, to the same officers.
    const again = officersOfText(text);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
