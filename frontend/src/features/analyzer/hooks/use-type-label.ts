import { useTranslation } from 'react-i18next';
import { isAnnouncementType } from '../announcement-types';

/** The French label of a known type (spec §3); other BODACC families are shown as they are. */
export function useTypeLabel() {
  const { t } = useTranslation('analyzer');
  return (type: string | null | undefined) =>
    isAnnouncementType(type) ? t(`types.${type}`) : (type ?? '-');
}
