import { TransferNotice, transfersOf } from './company-transfers';

const CANNES = 'GREFFE DU TRIBUNAL DE COMMERCE DE CANNES';
const NICE = 'GREFFE DU TRIBUNAL DE COMMERCE DE NICE';
// The real words of the two registries' notices of a move (the 2020 file, CONTRACT 8.2).
const JOINED = "Immatriculation d'une personne morale suite au transfert du siège hors ressort.";
const LEFT = 'Transfert du siège social hors ressort';

const notice = (
  annonceId: string,
  date: string,
  typeAnnonce: string,
  tribunal: string,
  text: string | null = null,
): TransferNotice => ({
  annonceId,
  date,
  typeAnnonce,
  famille: null,
  typeJugement: null,
  text,
  tribunal,
});

describe("a company's moves between registries", () => {
  it('reads a registration after a move as a move from the registry of its earlier notices', () => {
    const transfers = transfersOf([
      notice('A-1', '2015-04-02', 'creation', CANNES),
      notice('C-1', '2018-07-01', 'depot', CANNES),
      notice('A-2', '2020-01-02', 'immatriculation', NICE, JOINED),
    ]);
    expect(transfers).toEqual([
      { date: '2020-01-02', fromTribunal: CANNES, toTribunal: NICE, annonceId: 'A-2' },
    ]);
  });

  it("makes one move of the old registry's radiation and the new one's registration, in either order", () => {
    const radiationFirst = transfersOf([
      notice('B-1', '2019-12-10', 'radiation', CANNES, LEFT),
      notice('A-2', '2020-01-02', 'immatriculation', NICE, JOINED),
    ]);
    const registrationFirst = transfersOf([
      notice('A-2', '2020-01-02', 'immatriculation', NICE, JOINED),
      notice('B-1', '2020-01-20', 'radiation', CANNES, LEFT),
    ]);
    const move = { date: '2020-01-02', fromTribunal: CANNES, toTribunal: NICE, annonceId: 'A-2' };
    expect(radiationFirst).toEqual([move]);
    expect(registrationFirst).toEqual([move]);
  });

  it('keeps a move told only by the old registry, and never a plain radiation', () => {
    expect(
      transfersOf([
        notice('B-1', '2019-12-10', 'radiation', CANNES, LEFT),
        notice('B-2', '2023-03-01', 'radiation', NICE, 'Radiation du registre du commerce'),
      ]),
    ).toEqual([{ date: '2019-12-10', fromTribunal: CANNES, toTribunal: null, annonceId: 'B-1' }]);
  });

  it('lists several moves newest first', () => {
    const transfers = transfersOf([
      notice('A-1', '2012-05-05', 'creation', 'Greffe du Tribunal de Commerce de Lyon'),
      notice('A-2', '2016-03-03', 'immatriculation', CANNES, JOINED),
      notice('A-3', '2020-01-02', 'immatriculation', NICE, JOINED),
    ]);
    expect(transfers.map(({ fromTribunal, toTribunal }) => [fromTribunal, toTribunal])).toEqual([
      [CANNES, NICE],
      ['Greffe du Tribunal de Commerce de Lyon', CANNES],
    ]);
  });
});
