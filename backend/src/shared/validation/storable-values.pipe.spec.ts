import { DomainException } from '../errors';
import { StorableValuesPipe, unstorableFields } from './storable-values.pipe';

describe('unstorableFields', () => {
  it('names each NUL character and out-of-range integer by its path', () => {
    expect(
      unstorableFields({
        name: 'a\u0000b',
        page: 1e20,
        nested: { list: ['ok', 'x\u0000'], id: -2_147_483_649 },
        ['k\u0000']: 1,
      }),
    ).toEqual([
      { field: 'name', message: 'name contains a NUL character' },
      { field: 'page', message: 'page is out of range' },
      { field: 'nested.list[1]', message: 'nested.list[1] contains a NUL character' },
      { field: 'nested.id', message: 'nested.id is out of range' },
      { field: 'k\u0000', message: 'k\u0000 has a key with a NUL character' },
    ]);
  });

  it('accepts the bounds of PostgreSQL integer, fractions and ordinary text', () => {
    expect(
      unstorableFields({ a: 2_147_483_647, b: -2_147_483_648, c: 1.5, d: 'été ☃', e: null }),
    ).toEqual([]);
  });
});

describe('StorableValuesPipe', () => {
  const pipe = new StorableValuesPipe();

  const errorOf = (work: () => unknown): unknown => {
    try {
      work();
    } catch (error) {
      return error;
    }
    throw new Error('expected a refusal');
  };

  it('names a route parameter by its name', () => {
    const error = errorOf(() => pipe.transform(99_999_999_999, { type: 'param', data: 'id' }));
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toMatchObject({
      definition: { code: 'VALIDATION_FAILED', status: 400 },
      details: { errors: [{ field: 'id', message: 'id is out of range' }] },
    });
  });

  it('leaves custom parameters (files, the current user) alone', () => {
    const file = { originalname: 'a\u0000.pdf' };
    expect(pipe.transform(file, { type: 'custom' })).toBe(file);
  });
});
