import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { ReportErrorButton } from './ReportErrorButton';

let api: ReturnType<typeof mockApi>;
const URL = 'POST /api/companies/880878145/reports';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  api = mockApi();
  api.signIn();
  api.routes[URL] = (request: MockedRequest) =>
    jsonResponse(201, {
      report: {
        id: 1,
        siren: '880878145',
        recordId: null,
        createdAt: '2026-01-01T00:00:00Z',
        ...(request.body as object),
      },
    });
});

const render = (recordId?: number) =>
  renderApp(
    [
      {
        path: '/companies/:siren',
        element: <ReportErrorButton siren="880878145" name="Ganymède" recordId={recordId} />,
      },
    ],
    '/companies/880878145',
  );
const posts = () => api.requests.filter((request) => request.method === 'POST');
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Signaler une erreur' }));
  return screen.findByRole('dialog', { name: 'Signaler une erreur' });
}

async function choose(dialog: HTMLElement, field: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Donnée concernée/ }));
  fireEvent.click(await screen.findByRole('option', { name: field }));
}

describe('report an error', () => {
  it('sends the field and the trimmed message, then thanks the user', async () => {
    render();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Une donnée de Ganymède vous semble fausse ?');
    await choose(dialog, 'Dirigeants');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Ce qui est faux/ }),
      '  Le président a changé en 2024.  ',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await toastWith('Merci : votre signalement a été envoyé.')).toBeInTheDocument();
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/companies/880878145/reports',
        body: { field: 'officers', message: 'Le président a changé en 2024.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers every field, in words, and says what is missing before sending anything', async () => {
    render();
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Donnée concernée/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Statut',
      'Dirigeants',
      'Dépôts des comptes',
      'Transferts',
      'Identité',
      'Annonce',
      'Autre',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ce qui est faux/ }), '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Choisissez la donnée concernée.')).toBeVisible();
    expect(within(dialog).getByText("Décrivez l'erreur.")).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('refuses a message past 2,000 characters and counts them', async () => {
    render();
    const dialog = await openDialog();
    await choose(dialog, 'Autre');
    const message = within(dialog).getByRole('textbox', { name: /Ce qui est faux/ });
    fireEvent.change(message, { target: { value: 'x'.repeat(2001) } });
    expect(within(dialog).getByText('2 001 / 2 000 caractères')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('2 000 caractères au plus.')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('says so in the dialog when the open-report bound is reached, and stays open', async () => {
    api.routes[URL] = api.json(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'OPEN_REPORTS_LIMIT_REACHED',
      message: 'You already have 20 open reports: wait until one is handled',
    });
    render();
    const dialog = await openDialog();
    await choose(dialog, 'Statut');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ce qui est faux/ }), 'Faux');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByTestId('report-failure')).toHaveTextContent(
      "Vous avez déjà 20 signalements en attente : attendez qu'un administrateur en traite un.",
    );
    expect(screen.getByRole('dialog', { name: 'Signaler une erreur' })).toBeVisible();
  });

  it("puts the server's field errors on the fields", async () => {
    api.routes[URL] = api.json(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: [
        { field: 'message', message: 'message must be shorter than or equal to 2000 characters' },
      ],
    });
    render();
    const dialog = await openDialog();
    await choose(dialog, 'Statut');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ce qui est faux/ }), 'Faux');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText('message must be shorter than or equal to 2000 characters'),
    ).toBeVisible();
  });

  it('from a notice, is about that notice unless told otherwise, in English too', async () => {
    await i18n.changeLanguage('en');
    render(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Report an error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an error' });
    expect(dialog).toHaveTextContent('The report will be about the open notice.');
    expect(within(dialog).getByRole('combobox', { name: /Data concerned/ })).toHaveTextContent(
      'Notice',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What is wrong/ }),
      'Wrong date',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await toastWith('Thank you: your report has been sent.')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({ field: 'notice', message: 'Wrong date', recordId: 42 });
    await i18n.changeLanguage('fr');
  });
});
