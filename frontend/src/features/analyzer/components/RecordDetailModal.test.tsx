import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import type { AnalyzerRecord } from '../types';
import { RecordDetailModal } from './RecordDetailModal';

const RECORD = {
  id: 5,
  annonce_id: 'B5',
  date_parution: '2024-03-07',
  type_annonce: 'vente',
  nom_complet: 'BOULANGERIE DUPONT',
  siren: '123456789',
  ville: 'Paris',
  isFavorite: false,
  favorite: null,
} as unknown as AnalyzerRecord;

let api: ReturnType<typeof mockApi>;
const recordReads = () => api.calledPaths().filter((call) => call === 'GET /analyzer/records/5');
const render = () =>
  renderApp(
    [{ path: '/analyzer', element: <RecordDetailModal record={RECORD} onClose={() => {}} /> }],
    '/analyzer',
  );

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/analyzer/records/5'] = api.json(200, { success: true, data: RECORD });
});
afterEach(() => i18n.changeLanguage('fr'));

describe('opening a record that takes a credit', () => {
  it('says so with the balance, and reads (pays for) the record only once the user goes on', async () => {
    api.routes['GET /api/analyzer/records/5/cost'] = api.json(200, {
      charge: 'credit',
      cost: 1,
      balance: 7,
    });
    render();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Ouvrir cette fiche coûte 1 crédit (solde : 7). Continuer ?'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('record-detail')).not.toBeInTheDocument();
    expect(recordReads()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByTestId('record-detail')).toBeInTheDocument();
    expect(recordReads()).toHaveLength(1);
    expect(within(dialog).queryByText(/Continuer \?/)).not.toBeInTheDocument();
  });

  it('opens at once when the opening is free', async () => {
    api.routes['GET /api/analyzer/records/5/cost'] = api.json(200, {
      charge: 'within_plan',
      cost: 0,
      balance: 0,
    });
    render();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('record-detail')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });

  it('without enough credits, says the balance and where to buy, and does not ask the server', async () => {
    await i18n.changeLanguage('en');
    api.routes['GET /api/analyzer/records/5/cost'] = api.json(200, {
      charge: 'credit',
      cost: 1,
      balance: 0,
    });
    render();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Opening this record costs 1 credit and your balance is 0.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(recordReads()).toHaveLength(0);
  });
});
