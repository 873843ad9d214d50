/**
 * Frozen for migration 1764883000000 (do not edit): `modules/identity/email-skeleton.ts` as it
 * was at that migration, so that a later change of the live skeleton never rewrites what the
 * migration computed.
 */
import { CONFUSABLES_BY_PROTOTYPE } from './1764883000000-confusables.data';

/**
 * Small capitals read as their letter in an address ("exampʟe.fr"), but UTS #39 keeps most of
 * them as prototypes of their own; these complete its table.
 */
const SMALL_CAPITALS: Record<string, string> = {
  a: '\u{1D00}',
  b: '\u{299}',
  d: '\u{1D05}',
  e: '\u{1D07}',
  f: '\u{A730}',
  g: '\u{262}',
  h: '\u{29C}',
  j: '\u{1D0A}',
  k: '\u{1D0B}',
  l: '\u{29F}',
  m: '\u{1D0D}',
  n: '\u{274}',
  p: '\u{1D18}',
  q: '\u{A7AF}',
  r: '\u{280}',
  t: '\u{1D1B}',
};

const PROTOTYPE_OF = new Map<string, string>(
  [CONFUSABLES_BY_PROTOTYPE, SMALL_CAPITALS].flatMap((table) =>
    Object.entries(table).flatMap(([prototype, lookAlikes]) =>
      [...lookAlikes].map((lookAlike): [string, string] => [lookAlike, prototype]),
    ),
  ),
);

const skeletonStep = (text: string): string =>
  [...text.normalize('NFD')]
    .map((char) => PROTOTYPE_OF.get(char) ?? char)
    .join('')
    .normalize('NFD')
    .toLowerCase();

/**
 * The confusable skeleton (UTS #39, section 4) of a canonical address, lowercased: two addresses
 * with the same skeleton look alike ("mаrie@exаmple.fr" with Cyrillic а, "marie@example.fr").
 * Taken twice, since a prototype lowercased may have one of its own (Μ → M → m → rn).
 */
export const emailSkeleton = (canonicalEmail: string): string =>
  skeletonStep(skeletonStep(canonicalEmail));
