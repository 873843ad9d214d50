import { toCanonicalEmail } from './dto/normalize';
import { emailSkeleton } from './email-skeleton';

const skeletonOf = (typed: string) => emailSkeleton(toCanonicalEmail(typed));

describe('emailSkeleton (UTS #39 confusable skeleton of an address)', () => {
  const original = 'marie.dubois@example.fr';

  it.each([
    ['Cyrillic а', 'm\u0430rie.dubois@example.fr'],
    ['Cyrillic е', 'marie.dubois@\u0435xample.fr'],
    ['Cyrillic о', 'marie.dub\u043Eis@example.fr'],
    ['Cyrillic і', 'mar\u0456e.dubois@example.fr'],
    ['dotless ı', 'mar\u0131e.dubois@example.fr'],
    ['Greek ο', 'marie.dub\u03BFis@example.fr'],
    ['small capital ʟ', 'marie.dubois@examp\u029Fe.fr'],
    ['Cyrillic letter in the domain', 'marie.dubois@ex\u0430mple.fr'],
    ['capital Cyrillic А', 'M\u0410RIE.dubois@example.fr'],
    ['digit 0 for o', 'marie.dub0is@example.fr'],
    ['rn for m', 'rnarie.dubois@example.fr'],
  ])('gives a look-alike with %s the same skeleton', (_name, lookAlike) => {
    expect(lookAlike).not.toBe(original);
    expect(skeletonOf(lookAlike)).toBe(skeletonOf(original));
  });

  it('keeps addresses that differ apart, accents included', () => {
    expect(skeletonOf('marie.durand@example.fr')).not.toBe(skeletonOf(original));
    expect(skeletonOf('hélène@example.fr')).not.toBe(skeletonOf('helene@example.fr'));
    expect(skeletonOf('hélène@example.fr')).toBe(skeletonOf('he\u0301le\u0300ne@example.fr'));
  });

  it('is its own skeleton (taking it again changes nothing)', () => {
    for (const typed of ['m\u0430rie@ex\u0430mple.fr', 'ΜΑΡΙΑ@example.fr', 'ᏗᎷᎪ@example.fr']) {
      const skeleton = skeletonOf(typed);
      expect(emailSkeleton(skeleton)).toBe(skeleton);
    }
  });
});
