import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

/** Only web addresses become links: the address comes from the notice's data. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

interface Props {
  url: string | null | undefined;
  /** The link's text, "Voir l'annonce officielle" by default; plain text without an address. */
  children?: ReactNode;
}

/** A notice on bodacc.fr, in a new tab, when its address is a web one. */
export function OfficialNoticeLink({ url, children }: Props) {
  const { t } = useTranslation('companies');
  if (!url || !isWebUrl(url)) return children ?? null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {children ?? t('officialNotice')}
      <OpenInNewIcon sx={{ fontSize: '1em' }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>{` ${t('newTab')}`}</Box>
    </Link>
  );
}
