import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { COMPANY_STATUS_CODES, type CompanyStatusCode } from '../types';
import { CompanyStatusBadge } from './CompanyStatusBadge';

const labelOf = (code: CompanyStatusCode) => {
  const { unmount } = render(
    <CompanyStatusBadge status={{ code, since: null, annonceId: null }} />,
  );
  const text = screen.getByTestId('company-status').textContent;
  unmount();
  return text;
};
const labels = () => Object.fromEntries(COMPANY_STATUS_CODES.map((code) => [code, labelOf(code)]));

afterEach(() => i18n.changeLanguage('fr'));

describe('company status badge', () => {
  it('names every status in French', () => {
    expect(labels()).toEqual({
      active: 'En activité',
      sauvegarde: 'Procédure de sauvegarde',
      redressement_judiciaire: 'Redressement judiciaire',
      liquidation_judiciaire: 'Liquidation judiciaire',
      procedure_collective: 'Procédure collective',
      liquidation_closed: 'Liquidation clôturée',
      struck_off: 'Radiée',
    });
  });

  it('names every status in English', async () => {
    await i18n.changeLanguage('en');
    expect(labels()).toEqual({
      active: 'Active',
      sauvegarde: 'Safeguard proceedings',
      redressement_judiciaire: 'Receivership',
      liquidation_judiciaire: 'Compulsory liquidation',
      procedure_collective: 'Insolvency proceedings',
      liquidation_closed: 'Liquidation closed',
      struck_off: 'Struck off',
    });
  });

  it('says since when, in the tooltip and to screen readers', async () => {
    const status = {
      code: 'liquidation_judiciaire',
      since: '2024-03-12',
      annonceId: 'A1',
    } as const;
    const { rerender } = render(<CompanyStatusBadge status={status} />);
    const badge = screen.getByTestId('company-status');
    expect(badge).toHaveTextContent('Liquidation judiciaire depuis le 12/03/2024');
    expect(badge).toHaveAttribute('title', 'Liquidation judiciaire depuis le 12/03/2024');
    await i18n.changeLanguage('en');
    rerender(<CompanyStatusBadge status={status} />);
    expect(screen.getByTestId('company-status')).toHaveTextContent(
      'Compulsory liquidation since 12/03/2024',
    );
  });

  it('tells a going company from one in trouble by colour', () => {
    const { rerender } = render(
      <CompanyStatusBadge status={{ code: 'active', since: null, annonceId: null }} />,
    );
    expect(screen.getByTestId('company-status')).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByTestId('company-status')).not.toHaveAttribute('title');
    rerender(
      <CompanyStatusBadge
        status={{ code: 'liquidation_judiciaire', since: null, annonceId: null }}
      />,
    );
    expect(screen.getByTestId('company-status')).toHaveClass('MuiChip-colorError');
    // An open procedure of unstated kind: the colour of an open procedure, never the active one.
    rerender(
      <CompanyStatusBadge
        status={{ code: 'procedure_collective', since: null, annonceId: null }}
      />,
    );
    expect(screen.getByTestId('company-status')).toHaveClass('MuiChip-colorWarning');
  });
});
