import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/format';
import { currentLanguage } from '../../../shared/i18n/i18n';
import {
  CompanyStatusBadge,
  formatSiren,
  OfficialNoticeLink,
  useJudgmentText,
} from '../../companies';
import { useTypeLabel } from '../hooks/use-type-label';
import { DATE_FIELDS, type RecordField } from '../record-sections';
import type { AnalyzerRecord } from '../types';

interface Props {
  record: Partial<AnalyzerRecord>;
  field: RecordField;
}

/** One field as a person reads it: dates dd/MM/yyyy, capital as currency, labels, links. */
export function RecordFieldValue({ record, field }: Props): ReactNode {
  const { t } = useTranslation('analyzer');
  const typeLabel = useTypeLabel();
  const judgment = useJudgmentText();
  const value = record[field];
  if (DATE_FIELDS.has(field)) return formatDate(value as string | null);
  switch (field) {
    case 'capital': {
      const amount = value === null || value === undefined || value === '' ? NaN : Number(value);
      return Number.isFinite(amount) ? formatMoney(amount, 'EUR', currentLanguage()) : '-';
    }
    case 'type_annonce':
      return typeLabel(record.type_annonce);
    case 'proceduration_collective_existe':
      return value ? t('detail.yes') : t('detail.no');
    case 'companyStatus':
      return record.companyStatus ? <CompanyStatusBadge status={record.companyStatus} /> : '-';
    case 'sirens':
      return (record.sirens ?? []).map(formatSiren).join(', ');
    case 'url_complete':
      return (
        <OfficialNoticeLink url={record.url_complete}>
          {record.url_complete ? undefined : t('detail.noOfficialLink')}
        </OfficialNoticeLink>
      );
    case 'judgmentKind':
      return record.judgmentKind ? t(`judgments.${record.judgmentKind}`) : '-';
    case 'practitioners':
      return (record.practitioners ?? []).map(judgment.practitioner).join('\n');
    case 'avis_precedent': {
      const previous = record.avis_precedent;
      if (!previous) return '-';
      const text = previous.date_parution
        ? t('detail.previousNotice', {
            id: previous.annonce_id,
            date: formatDate(previous.date_parution),
          })
        : previous.annonce_id;
      return <OfficialNoticeLink url={previous.url}>{text}</OfficialNoticeLink>;
    }
    default:
      return value === null || value === undefined || value === '' ? '-' : String(value);
  }
}
