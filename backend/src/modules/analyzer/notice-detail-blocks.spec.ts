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

  it("keeps in the row only the act's description, the rest of the act apart", () => {
    const acte = {
      descriptif: 'Transfert du siège social',
      dateImmatriculation: '2020-03-30',
      creation: { categorieCreation: "Immatriculation d'une personne morale" },
    };
    expect(splitDetails({ acte, depot: { dateCloture: '2024-12-31' } })).toEqual({
      row: { acte: { descriptif: acte.descriptif }, depot: { dateCloture: '2024-12-31' } },
      apart: { acte: { dateImmatriculation: acte.dateImmatriculation, creation: acte.creation } },
    });
    const undescribed = { dateCommencementActivite: '2020-02-25' };
    expect(splitDetails({ acte: undescribed })).toEqual({
      row: {},
      apart: { acte: undescribed },
    });
    for (const whole of [{ descriptif: 'Vente' }, {}, 'Acte']) {
      expect(splitDetails({ acte: whole })).toEqual({ row: { acte: whole }, apart: null });
    }
  });
});
