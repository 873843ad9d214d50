import { splitDetails } from './notice-detail-blocks';

describe('the details of a notice kept apart from its row (issue 31)', () => {
  const persons = { personne: { denomination: 'Ganymède', typePersonne: 'pm' } };
  const establishments = { etablissement: { activite: 'Conseil' } };

  it('takes the lists apart and leaves what searches, statuses and facts read in the row', () => {
    const details = {
      listepersonnes: persons,
      listeetablissements: establishments,
      listeprecedentproprietaire: [persons],
      acte: { descriptif: 'Transfert du siège social' },
      depot: { dateCloture: '2024-12-31' },
    };
    expect(splitDetails(details)).toEqual({
      row: { acte: details.acte, depot: details.depot },
      apart: {
        listepersonnes: persons,
        listeetablissements: establishments,
        listeprecedentproprietaire: [persons],
      },
    });
  });

  it('keeps in the row the details that hold no list, and a text', () => {
    const details = { radiationaurcs: { commentaire: 'Radiation du RCS' } };
    expect(splitDetails(details)).toEqual({ row: details, apart: null });
    expect(splitDetails('Texte importé')).toEqual({ row: 'Texte importé', apart: null });
    expect(splitDetails(null)).toEqual({ row: null, apart: null });
  });
});
