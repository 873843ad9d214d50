import { useTranslation } from 'react-i18next';
import { isAnnouncementType } from '../announcement-types';

/** The label of a known announcement type; an unknown value is shown as it is. */
export function useTypeLabel() {
  const { t } = useTranslation('analyzer');
  return (type: string | null | undefined) =>
    isAnnouncementType(type) ? t(`types.${type}`) : (type ?? '-');
}
