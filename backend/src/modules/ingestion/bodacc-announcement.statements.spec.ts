import { compileSql } from '../../shared/database';
import {
  BODACC_COLUMN_NAMES,
  CREATE_STAGE,
  selectBatchAfter,
  UPSERT_FROM_STAGE,
} from './bodacc-announcement.statements';

/** The statements built from the column list, as PostgreSQL receives them. */
describe('bodacc_announcements statements', () => {
  it('lists the columns of the COPY in this order', () => {
    expect(BODACC_COLUMN_NAMES.join(', ')).toMatchSnapshot();
  });

  it('stages a batch in a per-session table emptied at commit', () => {
    expect(compileSql(CREATE_STAGE)).toMatchSnapshot();
  });

  it('upserts the staged batch and counts the new rows', () => {
    expect(compileSql(UPSERT_FROM_STAGE)).toMatchSnapshot();
  });

  it('reads the next batch of the transfer after an id, up to a number of JSON values, its date as text', () => {
    expect(compileSql(selectBatchAfter('A123', 500, { from: null }, 1000))).toMatchSnapshot();
  });
});
