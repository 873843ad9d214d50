import { plainToInstance } from 'class-transformer';
import { IsIn, IsOptional, validate } from 'class-validator';
import { IsOptionalButNotNull } from './is-optional-but-not-null';

class Change {
  @IsOptionalButNotNull()
  @IsIn(['user', 'admin'])
  role?: string;

  @IsOptional()
  @IsIn(['user', 'admin'])
  loose?: string;
}

const errorsOf = async (plain: object) =>
  (await validate(plainToInstance(Change, plain))).map((error) => ({
    property: error.property,
    constraints: Object.keys(error.constraints ?? {}),
  }));

describe('IsOptionalButNotNull', () => {
  it('accepts the field left out, and a valid value', async () => {
    await expect(errorsOf({})).resolves.toEqual([]);
    await expect(errorsOf({ role: 'admin' })).resolves.toEqual([]);
  });

  it('refuses null with its own message, where IsOptional lets it through', async () => {
    await expect(errorsOf({ loose: null })).resolves.toEqual([]);
    await expect(errorsOf({ role: null })).resolves.toEqual([
      { property: 'role', constraints: expect.arrayContaining(['isNotNull']) },
    ]);
    const [error] = await validate(plainToInstance(Change, { role: null }));
    expect(error.constraints?.isNotNull).toBe('role must not be null');
  });

  it('still runs the other validators on a present value', async () => {
    await expect(errorsOf({ role: 'owner' })).resolves.toEqual([
      { property: 'role', constraints: ['isIn'] },
    ]);
  });
});
