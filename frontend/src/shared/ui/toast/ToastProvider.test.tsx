import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast-context';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Profil enregistré')}>success</button>
      <button onClick={() => toast.error('Échec de la connexion')}>error</button>
      <button onClick={() => toast.warning('Attention')}>warning</button>
      <button onClick={() => toast.info('Fonctionnalité bientôt disponible')}>info</button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each type and dismisses after 5000 ms plus a 300 ms fade-out', () => {
    renderToasts();
    fireEvent.click(screen.getByText('success'));
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('warning'));
    expect(screen.getAllByTestId('toast').map((toast) => toast.dataset.type)).toEqual([
      'success',
      'error',
      'warning',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de la connexion');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    expect(screen.getByText('Profil enregistré').closest('[data-testid="toast"]')).toHaveStyle({
      opacity: '1',
    });

    act(() => vi.advanceTimersByTime(1));
    // Fading out: still there, transparent.
    expect(screen.getByText('Profil enregistré').closest('[data-testid="toast"]')).toHaveStyle({
      opacity: '0',
    });

    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('closes a toast at once with its close button', () => {
    renderToasts();
    fireEvent.click(screen.getByText('info'));
    fireEvent.click(screen.getByText('success'));
    const [first] = screen.getAllByRole('button', { name: 'Fermer' });
    fireEvent.click(first);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Fonctionnalité bientôt disponible')).not.toBeInTheDocument();
    expect(screen.getByText('Profil enregistré')).toBeInTheDocument();
  });

  it('stacks at most three toasts: a fourth drops the oldest at once', () => {
    renderToasts();
    fireEvent.click(screen.getByText('success'));
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('warning'));
    fireEvent.click(screen.getByText('info'));
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual([
      'Échec de la connexion',
      'Attention',
      'Fonctionnalité bientôt disponible',
    ]);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByText('info'));
    expect(screen.getAllByTestId('toast')).toHaveLength(3);

    act(() => vi.advanceTimersByTime(5300));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
