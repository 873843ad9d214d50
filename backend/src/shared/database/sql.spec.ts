import { compileSql, joinSql, rawSql, sql } from './sql';

describe('sql', () => {
  it('numbers the values of a statement in order', () => {
    const statement = sql`SELECT * FROM t WHERE a = ${1} AND b = ${'x'}`;
    expect(compileSql(statement)).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b = $2',
      values: [1, 'x'],
    });
  });

  it('inlines nested fragments and keeps numbering across them', () => {
    const filter = sql`b = ${'x'}`;
    const statement = sql`SELECT ${rawSql('id')} FROM t WHERE a = ${1} AND ${filter} LIMIT ${10}`;
    expect(compileSql(statement)).toEqual({
      text: 'SELECT id FROM t WHERE a = $1 AND b = $2 LIMIT $3',
      values: [1, 'x', 10],
    });
  });

  it('joins fragments with a separator, and an empty list into nothing', () => {
    const conditions = [sql`a = ${1}`, sql`b = ${2}`];
    expect(compileSql(sql`WHERE ${joinSql(conditions, ' AND ')}`)).toEqual({
      text: 'WHERE a = $1 AND b = $2',
      values: [1, 2],
    });
    expect(compileSql(joinSql([])).text).toBe('');
  });
});
