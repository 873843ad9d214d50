import enAdmin from './locales/en/admin.json';
import enAlerts from './locales/en/alerts.json';
import enAnalytics from './locales/en/analytics.json';
import enAnalyzer from './locales/en/analyzer.json';
import enApiKeys from './locales/en/apiKeys.json';
import enBilling from './locales/en/billing.json';
import enCommon from './locales/en/common.json';
import enCompanies from './locales/en/companies.json';
import enCredits from './locales/en/credits.json';
import enErrors from './locales/en/errors.json';
import enFavorites from './locales/en/favorites.json';
import enHome from './locales/en/home.json';
import enIdentity from './locales/en/identity.json';
import enIngestion from './locales/en/ingestion.json';
import enIntegrations from './locales/en/integrations.json';
import enLegal from './locales/en/legal.json';
import enOfficers from './locales/en/officers.json';
import enPortfolio from './locales/en/portfolio.json';
import enReports from './locales/en/reports.json';
import frAdmin from './locales/fr/admin.json';
import frAlerts from './locales/fr/alerts.json';
import frAnalytics from './locales/fr/analytics.json';
import frAnalyzer from './locales/fr/analyzer.json';
import frApiKeys from './locales/fr/apiKeys.json';
import frBilling from './locales/fr/billing.json';
import frCommon from './locales/fr/common.json';
import frCompanies from './locales/fr/companies.json';
import frCredits from './locales/fr/credits.json';
import frErrors from './locales/fr/errors.json';
import frFavorites from './locales/fr/favorites.json';
import frHome from './locales/fr/home.json';
import frIdentity from './locales/fr/identity.json';
import frIngestion from './locales/fr/ingestion.json';
import frIntegrations from './locales/fr/integrations.json';
import frLegal from './locales/fr/legal.json';
import frOfficers from './locales/fr/officers.json';
import frPortfolio from './locales/fr/portfolio.json';
import frReports from './locales/fr/reports.json';

export type Language = 'fr' | 'en';

export const resources = {
  fr: {
    common: frCommon,
    errors: frErrors,
    home: frHome,
    identity: frIdentity,
    billing: frBilling,
    credits: frCredits,
    legal: frLegal,
    analyzer: frAnalyzer,
    companies: frCompanies,
    favorites: frFavorites,
    ingestion: frIngestion,
    admin: frAdmin,
    alerts: frAlerts,
    apiKeys: frApiKeys,
    integrations: frIntegrations,
    analytics: frAnalytics,
    reports: frReports,
    officers: frOfficers,
    portfolio: frPortfolio,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    home: enHome,
    identity: enIdentity,
    billing: enBilling,
    credits: enCredits,
    legal: enLegal,
    analyzer: enAnalyzer,
    companies: enCompanies,
    favorites: enFavorites,
    ingestion: enIngestion,
    admin: enAdmin,
    alerts: enAlerts,
    apiKeys: enApiKeys,
    integrations: enIntegrations,
    analytics: enAnalytics,
    reports: enReports,
    officers: enOfficers,
    portfolio: enPortfolio,
  },
} as const;

export const namespaces = Object.keys(resources.fr) as (keyof typeof resources.fr)[];
