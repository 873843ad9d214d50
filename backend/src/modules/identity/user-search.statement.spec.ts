import { compileSql } from '../../shared/database';
import { userSearchStatements } from './user-search.statement';

// The snapshots pin the SQL of the admin user list: a change of query shows up in review.
describe('user search statements', () => {
  it('lists everyone when the search is empty', () => {
    const { page, count } = userSearchStatements('', 20, 40);
    expect(compileSql(page)).toMatchSnapshot('page');
    expect(compileSql(count)).toMatchSnapshot('count');
  });

  it('matches name or e-mail, with LIKE wildcards escaped', () => {
    const { page, count } = userSearchStatements('jo_e%', 20, 0);
    expect(compileSql(page)).toMatchSnapshot('page');
    expect(compileSql(count).values).toEqual(['%jo\\_e\\%%', '%jo\\_e\\%%']);
  });
});
