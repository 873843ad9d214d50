import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';

export interface NavLink {
  to: string;
  label: string;
}

/** The product links of the top navigation; the admin link only for role admin. */
export function useNavLinks(): NavLink[] {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return [];
  const links: NavLink[] = [
    { to: '/analyzer', label: t('nav.analyzer') },
    { to: '/analytics', label: t('nav.analytics') },
    { to: '/officers', label: t('nav.officers') },
    { to: '/portfolio', label: t('nav.portfolio') },
    { to: '/favorites', label: t('nav.favorites') },
    { to: '/subscriptions', label: t('nav.subscriptions') },
    { to: '/credits', label: t('nav.credits') },
  ];
  if (user.role === 'admin') links.push({ to: '/admin', label: t('nav.admin') });
  return links;
}

/** The user's own pages (account, watches, saved searches, notifications, API keys, webhooks): user and phone menus. */
export function useAccountLinks(): NavLink[] {
  const { t } = useTranslation();
  return [
    { to: '/profile', label: t('nav.profile') },
    { to: '/watches', label: t('nav.watches') },
    { to: '/saved-searches', label: t('nav.savedSearches') },
    { to: '/notifications', label: t('nav.notifications') },
    { to: '/settings/api-keys', label: t('nav.apiKeys') },
    { to: '/settings/webhooks', label: t('nav.webhooks') },
    { to: '/settings', label: t('nav.settings') },
  ];
}
