import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { officialNoticeUrl } from '../official-notice';
import { OfficialNoticeLink } from './OfficialNoticeLink';

interface Props {
  /** When the fact holds (a term, a publication day), beside the link. */
  when: string | null;
  /** The notice that tells the fact. */
  annonceId: string;
}

/** Where a fact of the company page comes from: its dates and the official notice telling it. */
export function NoticeSource({ when, annonceId }: Props) {
  const { t } = useTranslation('companies');
  return (
    <Stack direction="row" sx={{ columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
      {when && (
        <Typography variant="caption" color="text.secondary">
          {when}
        </Typography>
      )}
      <OfficialNoticeLink url={officialNoticeUrl(annonceId)}>
        <Typography variant="caption" component="span">
          {t('noticeSource')}
        </Typography>
      </OfficialNoticeLink>
    </Stack>
  );
}
