import { Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { useJudgmentText } from '../hooks/use-judgment-text';
import type { CompanyAnnouncement, CompanyTransfer } from '../types';
import { OfficialNoticeLink } from './OfficialNoticeLink';

interface Props {
  announcements: CompanyAnnouncement[];
  /** The company's moves: the notice telling one says so in words, never as a strike-off. */
  transfers: CompanyTransfer[];
}

/**
 * The company's notices, newest first. A notice opens on the analyzer's record page, which asks
 * before an opening that takes a credit and whose back link returns here.
 */
export function CompanyTimeline({ announcements, transfers }: Props) {
  const { t } = useTranslation('companies');
  const transferOf = new Map(transfers.map((transfer) => [transfer.annonceId, transfer]));
  const moveInWords = ({ fromTribunal, toTribunal }: CompanyTransfer) =>
    [
      t('transfer.title'),
      fromTribunal && t('transfer.from', { tribunal: fromTribunal }),
      toTribunal && t('transfer.to', { tribunal: toTribunal }),
    ]
      .filter(Boolean)
      .join(' · ');
  const { pathname, search } = useLocation();
  // The analyzer names the announcement types; an unknown one shows as is.
  const typeLabel = (type: string | null) =>
    type ? t(`analyzer:types.${type}`, { defaultValue: type }) : '-';
  const judgment = useJudgmentText();
  if (announcements.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('timeline.empty')}
      </Typography>
    );
  return (
    <List component="ol" disablePadding>
      {announcements.map((notice) => (
        <ListItem key={notice.id} divider data-testid="company-notice" sx={{ px: 0 }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="subtitle2" component="span">
                {formatDate(notice.date_parution)}
              </Typography>
              <Chip size="small" variant="outlined" label={typeLabel(notice.type_annonce)} />
            </Stack>
            {(notice.judgmentNature ?? notice.type_jugement) && (
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {notice.judgmentNature ?? notice.type_jugement}
              </Typography>
            )}
            {transferOf.has(notice.annonce_id) && (
              <Typography
                variant="body2"
                data-testid="notice-transfer"
                sx={{ wordBreak: 'break-word' }}
              >
                {moveInWords(transferOf.get(notice.annonce_id)!)}
              </Typography>
            )}
            {notice.judgmentKind && (
              <Typography
                variant="caption"
                color="text.secondary"
                data-testid="notice-judgment"
                sx={{ wordBreak: 'break-word' }}
              >
                {judgment.summary(notice.judgmentKind, notice.judgmentDate, notice.practitioners)}
              </Typography>
            )}
            <Stack direction="row" sx={{ columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={`/analyzer/records/${notice.id}`}
                state={{ results: `${pathname}${search}` }}
              >
                {t('timeline.open')}
              </Link>
              <OfficialNoticeLink url={notice.url_complete} />
            </Stack>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
