import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { departementLabel } from '../../analyzer/departements';
import { useTypeLabel } from '../../analyzer/hooks/use-type-label';
import type { AccessGrant } from '../api/admin-api';

/**
 * A grant in words: "Départements 75 — Paris, 69 — Rhône · Radiation · depuis le 01/01/2026";
 * a grant without department or type reads as the whole catalogue.
 */
export function useGrantDescription() {
  const { t } = useTranslation('admin');
  const typeLabel = useTypeLabel();
  return ({ departements, types, from }: Pick<AccessGrant, 'departements' | 'types' | 'from'>) => {
    const parts: string[] = [];
    if (departements?.length)
      parts.push(
        t('users.grants.describe.departements', {
          count: departements.length,
          list: departements.map(departementLabel).join(', '),
        }),
      );
    if (types?.length) parts.push(types.map(typeLabel).join(', '));
    if (!parts.length) parts.push(t('users.grants.describe.everything'));
    if (from) parts.push(t('users.grants.describe.from', { date: formatDate(from) }));
    return parts.join(' · ');
  };
}
