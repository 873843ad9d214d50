import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { formatDiskSize, formatMonth, hoursAndMinutes } from './history-format';
import type { HistoryEstimate } from './types';

/** The history's figures in the screen's language: estimate, time left, month, notice count. */
export function useHistoryText() {
  const { t, i18n } = useTranslation('ingestion');
  const language = i18n.language;
  const notices = (count: number) => t('data.history.noticeCount', { count });
  return {
    notices,
    month: (month: string) => formatMonth(month, language),
    estimate: (estimate: HistoryEstimate) =>
      t('data.history.estimateText', {
        from: formatDate(estimate.from),
        through: formatDate(estimate.through),
        months: t('data.history.monthCount', { count: estimate.months }),
        notices: notices(estimate.notices),
        disk: formatDiskSize(estimate.diskBytes, language),
      }),
    timeLeft: (seconds: number) => {
      const { hours, minutes } = hoursAndMinutes(seconds);
      if (hours > 0) {
        return t('data.history.etaHours', { hours, minutes: String(minutes).padStart(2, '0') });
      }
      return minutes > 0
        ? t('data.history.etaMinutes', { minutes })
        : t('data.history.etaUnderMinute');
    },
  };
}
