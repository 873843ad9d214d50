import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/auth';
import type { SubscriptionStatus } from '../api/admin-api';

/** Spec §2: green 'Vérifié', yellow 'Non Vérifié'. */
const VERIFIED_COLORS = {
  yes: { bgcolor: 'tones.badge.yes', color: 'tones.badge.yesText' },
  no: { bgcolor: 'tones.badge.no', color: 'tones.badge.noText' },
} as const;

export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('admin');
  const state = isVerified ? 'yes' : 'no';
  return (
    <Chip
      size="small"
      label={t(`users.verified.${state}`)}
      sx={{ ...VERIFIED_COLORS[state], fontWeight: 'fontWeightMedium' }}
      data-testid="verified-badge"
      data-verified={String(isVerified)}
    />
  );
}

export function RoleLabel({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  return <>{t(`users.roles.${role}`, { defaultValue: role })}</>;
}

const STATUS_COLORS = { active: 'success', canceled: 'warning', expired: 'default' } as const;

/** Spec §2: Actif, Annulé, Expiré. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status] ?? 'default'}
      label={t(`dashboard.status.${status}`, { defaultValue: status })}
      data-testid="subscription-status"
    />
  );
}
