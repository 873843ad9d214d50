export { WatchesPage } from './pages/WatchesPage';
export { SavedSearchesPage } from './pages/SavedSearchesPage';
export { NotificationsPage } from './pages/NotificationsPage';
/** The watch switch, for the company page, the record modal and page, result rows, favorites. */
export { WatchToggle } from './components/WatchToggle';
/** "Enregistrer cette recherche", for the analyzer. */
export { SaveSearchButton } from './components/SaveSearchButton';
/** A search's filters in words (« boulangerie » · Radiation · 75), for the analytics. */
export { useFiltersInWords } from './hooks/use-filters-in-words';
/** The top bar's bell and its drawer. */
export { NotificationBell } from './components/NotificationBell';
/** "Alertes par e-mail", for /profile. */
export { EmailAlertsCard } from './components/EmailAlertsCard';
/** "Importer une liste" and the watch limit's usage, for the portfolio. */
export { WatchImportDialog } from './components/WatchImportDialog';
export { LimitUsage } from './components/LimitUsage';
