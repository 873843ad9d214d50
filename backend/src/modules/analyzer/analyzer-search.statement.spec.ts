import { compileSql } from '../../shared/database';
import {
  RecordSearch,
  searchStatements,
  visibleRecordStatement,
} from './analyzer-search.statement';

const everything: RecordSearch = {
  terms: [],
  types: [],
  departements: [],
  statuses: [],
  judgments: [],
  includeInactive: true,
  offset: 0,
  limit: 20,
};

const everyFilter: RecordSearch = {
  visibleTo: {
    userId: 7,
    grants: [{ departements: ['75'], types: ['collective'], from: '2026-01-01' }],
    watchedSirens: ['552100554', '880878145'],
  },
  terms: ['boulangerie', '50%_off'],
  dateFrom: '2024-01-01',
  dateTo: '2024-12-31',
  types: ['immatriculation', 'radiation'],
  departements: ['75', '2A', '971'],
  tribunal: 'Créteil',
  siren: '880878145',
  statuses: ['liquidation_judiciaire', 'procedure_collective'],
  judgments: ['opening'],
  includeInactive: false,
  offset: 40,
  limit: 20,
};

// The snapshots pin the SQL the search sends: a change of query shows up in review (docs/performance.md).
describe('search statements', () => {
  it('without filters reads every record, newest first', () => {
    const statements = searchStatements(everything);
    expect(compileSql(statements.pageIds('all', 0, 20))).toMatchSnapshot('page ids');
    expect(compileSql(statements.boundedCount(10_000)).text).toMatchSnapshot('bounded count');
    expect(statements.hiddenInactiveCount(1000)).toBeNull();
  });

  it('with every filter numbers its values in order and escapes LIKE wildcards', () => {
    const statements = searchStatements(everyFilter);
    expect(compileSql(statements.pageIds('names', 0, 60))).toMatchSnapshot('names first');
    expect(compileSql(statements.pageIds('others', 37, 20))).toMatchSnapshot('then the others');
    expect(compileSql(statements.boundedCount(10_000))).toMatchSnapshot('bounded count');
    expect(compileSql(statements.hiddenInactiveCount(1000)!)).toMatchSnapshot(
      'hidden inactive count',
    );
  });

  it('names each word once in the names tier, so PostgreSQL estimates it right', () => {
    const words = searchStatements({ ...everything, terms: ['helene', 'martin'] });
    const names = compileSql(words.pageIds('names', 0, 10)).text;
    expect(names.match(/LIKE/g)).toHaveLength(2);
    expect(names).not.toContain('f_other_words');
    const others = compileSql(words.pageIds('others', 0, 10)).text;
    expect(others).toContain('NOT (r.name_text LIKE');
    expect(others.match(/r\.search_extra\) @@ f_words_query/g)).toHaveLength(2);
  });

  it('reads one record for an admin, or only if the user sees it', () => {
    expect(compileSql(visibleRecordStatement(3, undefined))).toMatchSnapshot('admin');
    const user = { userId: 7, grants: [], watchedSirens: [] };
    expect(compileSql(visibleRecordStatement(3, user))).toMatchSnapshot('user');
    const watcher = { ...user, watchedSirens: ['552100554'] };
    const watching = compileSql(visibleRecordStatement(3, watcher));
    expect(watching.text).toContain('r.sirens && $2::text[] OR EXISTS');
    expect(watching.values).toEqual([3, ['552100554'], 7]);
  });
});
