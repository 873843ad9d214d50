/** CONTRACT §8.3: the moves of a company's registered office between registries. Pure. */
import { statusEventOf, type StatusNotice } from './company-status.rules';
import { foldedText } from './procedure-words';

/** One of the company's notices, as its moves are read from it. */
export type TransferNotice = Pick<
  StatusNotice,
  'annonceId' | 'typeAnnonce' | 'famille' | 'typeJugement' | 'text'
> & {
  /** Its publication day, YYYY-MM-DD. */
  date: string | null;
  tribunal: string | null;
};

export interface Transfer {
  date: string | null;
  /** The registry it left; null when no notice of the company names it. */
  fromTribunal: string | null;
  /** The registry it joined; null when only the old registry's notice is known. */
  toTribunal: string | null;
  /** The notice telling the move: the new registry's registration, else the old one's radiation. */
  annonceId: string;
}

/** The old registry's radiation and the new one's registration of one move are this close. */
const SAME_MOVE_DAYS = 180;

const registryKey = (tribunal: string) =>
  foldedText(tribunal.normalize('NFC'))
    .replace(/^greffe du /, '')
    .replace(/\s+/g, ' ')
    .trim();
const cleaned = (tribunal: string | null) => tribunal?.replace(/\s+/g, ' ').trim() || null;
const daysApart = (a: string | null, b: string | null) =>
  a && b ? Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000 : Infinity;
const isMove = (notice: TransferNotice) => statusEventOf(notice).kind === 'move';

/**
 * The moves its notices tell, newest first. A move is told by the new registry (a registration
 * "suite à transfert") and often by the old one (a radiation "transfert hors ressort"), in either
 * order: the two make one move. Where the old registry's notice is missing, the registry it left
 * is that of its latest earlier notice from another registry.
 */
export function transfersOf(noticesOldestFirst: TransferNotice[]): Transfer[] {
  const transfers: Transfer[] = [];
  let lastTribunal: string | null = null;
  for (const notice of noticesOldestFirst) {
    const tribunal = cleaned(notice.tribunal);
    if (isMove(notice)) {
      if (notice.typeAnnonce === 'radiation') leftFrom(transfers, notice, tribunal);
      else joined(transfers, notice, tribunal, lastTribunal);
    }
    if (tribunal) lastTribunal = tribunal;
  }
  return transfers.reverse();
}

/** The new registry's registration: completes the old one's radiation of the same move, if any. */
function joined(
  transfers: Transfer[],
  notice: TransferNotice,
  tribunal: string | null,
  lastTribunal: string | null,
) {
  const previous = transfers[transfers.length - 1];
  if (
    previous &&
    previous.toTribunal === null &&
    daysApart(previous.date, notice.date) <= SAME_MOVE_DAYS
  ) {
    Object.assign(previous, {
      date: notice.date,
      toTribunal: tribunal,
      annonceId: notice.annonceId,
    });
    return;
  }
  const isElsewhere =
    lastTribunal && tribunal && registryKey(lastTribunal) !== registryKey(tribunal);
  transfers.push({
    date: notice.date,
    fromTribunal: isElsewhere ? lastTribunal : null,
    toTribunal: tribunal,
    annonceId: notice.annonceId,
  });
}

/** The old registry's radiation: names the registry a move just told by the new one left. */
function leftFrom(transfers: Transfer[], notice: TransferNotice, tribunal: string | null) {
  const previous = transfers[transfers.length - 1];
  const isSameMove =
    previous &&
    daysApart(previous.date, notice.date) <= SAME_MOVE_DAYS &&
    (previous.fromTribunal === null ||
      (tribunal !== null && registryKey(previous.fromTribunal) === registryKey(tribunal)));
  if (isSameMove && previous.toTribunal !== null) {
    previous.fromTribunal ??= tribunal;
    return;
  }
  transfers.push({
    date: notice.date,
    fromTribunal: tribunal,
    toTribunal: null,
    annonceId: notice.annonceId,
  });
}
