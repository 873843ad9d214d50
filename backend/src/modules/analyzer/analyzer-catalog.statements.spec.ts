import { compileSql } from '../../shared/database';
import { CREATE_STAGE, UPSERT_RECORDS } from './analyzer-catalog.statements';

// Built from the column list: the snapshots show the SQL a change of that list produces.
describe('catalogue write statements', () => {
  it('stages a batch in a per-session table', () => {
    expect(compileSql(CREATE_STAGE).text).toMatchSnapshot();
  });

  it('upserts the staged batch on annonce_id', () => {
    expect(compileSql(UPSERT_RECORDS).text).toMatchSnapshot();
  });
});
