import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { AccessGrant } from '../api/admin-api';
import { useGrantDescription } from '../hooks/use-grant-description';

interface Props {
  grants: AccessGrant[];
  isLoading: boolean;
  onRemove: (grant: AccessGrant) => void;
}

/** Each grant in words with the day it was given, and a button to remove it. */
export function AccessGrantList({ grants, isLoading, onRemove }: Props) {
  const { t } = useTranslation('admin');
  const describe = useGrantDescription();
  if (isLoading) return <Typography color="text.secondary">{t('users.grants.loading')}</Typography>;
  if (!grants.length)
    return (
      <Typography color="text.secondary" data-testid="grants-empty">
        {t('users.grants.empty')}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={t('users.grants.list')}>
      {grants.map((grant) => {
        const description = describe(grant);
        return (
          <ListItem
            key={grant.id}
            divider
            disableGutters
            data-testid="grant-row"
            secondaryAction={
              <Tooltip title={t('users.grants.remove')}>
                <IconButton
                  edge="end"
                  color="error"
                  aria-label={t('users.grants.removeLabel', { grant: description })}
                  onClick={() => onRemove(grant)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={description}
              secondary={t('users.grants.givenOn', { date: formatDate(grant.createdAt) })}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
