import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { CATALOGUE_PLANS, PLANS } from '../test-fixtures';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { formatPlanPrice, PlanCards } from './PlanCards';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { aSubscription } from '../test-fixtures';

const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function renderPlans(props: Partial<Parameters<typeof PlanCards>[0]> = {}) {
  const onSubscribe = vi.fn();
  const onChangePlan = vi.fn();
  render(
    <PlanCards
      plans={CATALOGUE_PLANS}
      isLoading={false}
      running={null}
      isTrialOffered
      isBusy={false}
      onSubscribe={onSubscribe}
      onChangePlan={onChangePlan}
      {...props}
    />,
  );
  return { onSubscribe, onChangePlan };
}

describe('plan prices', () => {
  it('shows cents / 100 in dollars, formatted for the language', async () => {
    expect(nbsp(formatPlanPrice({ price: 999, currency: 'eur' }, 'fr'))).toBe('9,99 €');
    expect(formatPlanPrice({ price: 2999, currency: 'eur' }, 'en')).toBe('€29.99');
    expect(formatPlanPrice({ price: 9999, currency: 'eur' }, 'en')).toBe('€99.99');
  });

  it('shows each plan with its price, features in the language, and the highlighted one', async () => {
    renderPlans();
    const starter = screen.getByTestId('plan-1');
    expect(nbsp(within(starter).getByText(/9,99/).textContent)).toBe('9,99 € / mois');
    expect(within(starter).getByText('100 fiches par mois')).toBeInTheDocument();
    expect(within(starter).getByText('50 crédits offerts chaque mois')).toBeInTheDocument();
    expect(within(starter).getByText("14 jours d'essai gratuit")).toBeInTheDocument();
    expect(within(starter).queryByText('Le plus populaire')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('plan-2')).getByText('Le plus populaire')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-2')).queryByText('Highlighted')).not.toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(nbsp((await within(starter).findByText(/9\.99/)).textContent)).toBe('€9.99 / month');
    expect(within(starter).getByText('To discover BODACC announcements')).toBeInTheDocument();
    expect(within(starter).getByText('100 records per month')).toBeInTheDocument();
  });
});

describe('subscribe buttons', () => {
  it('subscribe to the chosen plan', async () => {
    const { onSubscribe } = renderPlans();
    await userEvent.click(
      screen.getByRole('button', { name: "S'abonner à la formule Professionnel" }),
    );
    expect(onSubscribe).toHaveBeenCalledWith(2);
  });

  it('change the running plan instead of subscribing, the current plan marked', async () => {
    const { onChangePlan, onSubscribe } = renderPlans({
      running: aSubscription(),
      isTrialOffered: false,
    });
    const starter = screen.getByTestId('plan-1');
    expect(within(starter).getByText('Votre formule')).toBeInTheDocument();
    expect(within(starter).getByRole('button')).toHaveTextContent('Formule actuelle');
    expect(within(starter).getByRole('button')).toBeDisabled();
    expect(screen.queryByText("14 jours d'essai gratuit")).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Passer à cette formule : Entreprise' }),
    );
    expect(onChangePlan).toHaveBeenCalledWith(CATALOGUE_PLANS[2]);
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('show a scheduled downgrade and offer to keep the current plan', async () => {
    const { onChangePlan } = renderPlans({
      running: aSubscription({
        subscriptionPlanId: 2,
        plan: PLANS[1],
        pendingPlanId: 1,
        pendingPlan: PLANS[0],
      }),
    });
    expect(within(screen.getByTestId('plan-1')).getByRole('button')).toHaveTextContent(
      'Prévue le 22/12/2026',
    );
    expect(within(screen.getByTestId('plan-1')).getByRole('button')).toBeDisabled();
    await userEvent.click(within(screen.getByTestId('plan-2')).getByRole('button'));
    expect(onChangePlan).toHaveBeenCalledWith(CATALOGUE_PLANS[1]);
    expect(within(screen.getByTestId('plan-2')).getByRole('button')).toHaveTextContent(
      'Conserver cette formule',
    );
  });
});

describe('trial status', () => {
  it('shows the trial and its end instead of "Actif"', () => {
    render(
      <SubscriptionStatusChip
        subscription={aSubscription({
          trialEndsAt: '2099-12-06T10:00:00.000Z',
          currentPeriodEnd: '2099-12-06T10:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(
      "Essai gratuit jusqu'au 06/12/2099",
    );
  });

  it('shows "Actif" once the trial is over', () => {
    render(
      <SubscriptionStatusChip
        subscription={aSubscription({ trialEndsAt: '2020-01-01T10:00:00.000Z' })}
      />,
    );
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Actif');
  });
});

describe('cancel confirmation', () => {
  it('explains that access is kept until the end of the period', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <CancelSubscriptionDialog
        subscription={aSubscription({ currentPeriodEnd: '2026-12-22T10:00:00.000Z' })}
        isCancelling={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: "Annuler l'abonnement ?" });
    expect(dialog).toHaveTextContent(
      "Voulez-vous vraiment annuler votre abonnement Débutant ? Vous conserverez l'accès premium jusqu'à la fin de la période de facturation, le 22/12/2026.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: "Conserver l'abonnement" }));
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(onConfirm).toHaveBeenCalled();

    await i18n.changeLanguage('en');
    rerender(
      <CancelSubscriptionDialog
        subscription={aSubscription()}
        isCancelling
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'You will keep premium access until the end of the billing period, on 22/12/2026.',
    );
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
  });
});

describe('what each plan includes', () => {
  const lines = (testId: string) =>
    within(screen.getByTestId(testId))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('lists exactly what each seeded plan includes, the export from Professionnel up', async () => {
    renderPlans();
    expect(lines('plan-1')).toEqual([
      '100 fiches par mois',
      '50 crédits offerts chaque mois',
      'Analyses de base : annonces par mois et par type',
      'Suivi de 25 entreprises',
      '1 recherche avec alertes',
      'Support par email',
    ]);
    expect(lines('plan-2')).toContain(
      'Export des recherches en CSV et Excel (100 000 lignes au plus)',
    );
    expect(lines('plan-3')).toEqual([
      'Fiches illimitées',
      '1\u202f000 crédits offerts chaque mois',
      'Analyses avancées : départements, tribunaux et procédures collectives',
      'Export des recherches en CSV et Excel (100 000 lignes au plus)',
      'Accès API par clés personnelles',
      'Intégrations par webhooks',
      "Suivi d'entreprises illimité",
      'Recherches avec alertes illimitées',
      'Support dédié',
    ]);
  });

  it('counts watches and alerts as the catalogue plan allows them', () => {
    const limits = { watches: 40, savedSearchAlerts: null };
    renderPlans({ plans: [{ ...CATALOGUE_PLANS[0], limits }] });
    expect(lines('plan-1')).toContain('Suivi de 40 entreprises');
    expect(lines('plan-1')).toContain('Recherches avec alertes illimitées');
  });

  it('writes credit and record counts with the thousands separator of the language', async () => {
    renderPlans();
    expect(nbsp(screen.getByTestId('plan-3').textContent)).toContain(
      '1 000 crédits offerts chaque mois',
    );
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(nbsp(screen.getByTestId('plan-3').textContent)).toContain(
        '1,000 credits included every month',
      ),
    );
    await act(() => i18n.changeLanguage('fr'));
  });

  it('shows a plan added since with the features the server gives', async () => {
    renderPlans({
      plans: [{ ...CATALOGUE_PLANS[0], id: 9, name: 'Associations', features: ['Email support'] }],
    });
    expect(lines('plan-9')).toEqual(['50 crédits offerts chaque mois', 'Support par email']);
  });
});
