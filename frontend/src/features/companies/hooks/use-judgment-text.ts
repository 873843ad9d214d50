import { useTranslation } from 'react-i18next';
import type { ApiSchemas } from '../../../shared/api';
import { formatDate } from '../../../shared/format';

type JudgmentKind = ApiSchemas['JudgmentKind'];
type Practitioner = ApiSchemas['PractitionerResponse'];

/**
 * A notice's judgment in words, the same on the analyzer's results, its record page and a
 * company's timeline. Here rather than in the analyzer, which imports this feature: the words
 * are the analyzer's namespace's.
 */
export function useJudgmentText() {
  const { t } = useTranslation('analyzer');
  const practitioner = ({ role, name }: Practitioner) =>
    t('detail.practitioner', { role: t(`practitioners.${role}`), name });
  /** "Ouverture · Jugement du 02/03/2026", then the practitioners it names. */
  const summary = (
    kind: JudgmentKind,
    date: string | null | undefined,
    practitioners: Practitioner[] = [],
  ) =>
    [
      t(`judgments.${kind}`),
      date && t('table.judgment', { date: formatDate(date) }),
      ...practitioners.map(practitioner),
    ]
      .filter(Boolean)
      .join(' · ');
  return { practitioner, summary };
}
