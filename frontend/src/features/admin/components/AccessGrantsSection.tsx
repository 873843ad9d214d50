import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { UserId } from '../api/admin-api';
import { useGrantDescription } from '../hooks/use-grant-description';
import { useUserGrants } from '../hooks/use-user-grants';
import { AccessGrantForm } from './AccessGrantForm';
import { AccessGrantList } from './AccessGrantList';
import { DialogSectionTitle } from './DialogSectionTitle';

/** The segments of the catalogue the user sees beyond what is assigned to them (CONTRACT §7.2). */
export function AccessGrantsSection({ userId }: { userId: UserId }) {
  const { t } = useTranslation('admin');
  const grants = useUserGrants(userId);
  const describe = useGrantDescription();
  return (
    <Stack component="section" aria-labelledby="access-grants-title" spacing={1}>
      <DialogSectionTitle id="access-grants-title">{t('users.grants.title')}</DialogSectionTitle>
      <Typography variant="body2" color="text.secondary">
        {t('users.grants.explanation')}
      </Typography>
      {grants.loadError ? (
        <Alert severity="error">{grants.loadError}</Alert>
      ) : (
        <AccessGrantList
          grants={grants.grants}
          isLoading={grants.isLoading}
          onRemove={grants.askRemoval}
        />
      )}
      <AccessGrantForm userId={userId} />
      <ConfirmDialog
        open={grants.isConfirming}
        title={t('users.grants.confirm.title')}
        text={
          grants.grantToRemove &&
          t('users.grants.confirm.text', { grant: describe(grants.grantToRemove) })
        }
        backLabel={t('users.grants.confirm.back')}
        confirmLabel={t('users.grants.confirm.remove')}
        confirmColor="error"
        isBusy={grants.isRemoving}
        onConfirm={grants.confirmRemoval}
        onClose={grants.cancelRemoval}
      />
    </Stack>
  );
}
