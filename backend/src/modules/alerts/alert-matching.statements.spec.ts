import { compileSql } from '../../shared/database';
import { notifyNewRecordsStatement } from './alert-matching.statements';

// The snapshot pins the SQL each batch sends (docs/performance.md): a change shows up in review.
describe('the matching statement', () => {
  it('matches one batch in one statement, its values numbered in order', () => {
    const statement = compileSql(
      notifyNewRecordsStatement([11, 12], '0b7c5d52-64b4-4a8e-9f0e-3d4c2b1a0f9e'),
    );
    expect(statement.values).toEqual([[11, 12], '0b7c5d52-64b4-4a8e-9f0e-3d4c2b1a0f9e']);
    expect(statement.text).toMatchSnapshot();
  });
});
