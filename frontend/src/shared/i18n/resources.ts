import enBilling from './locales/en/billing.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enHome from './locales/en/home.json';
import enIdentity from './locales/en/identity.json';
import enLegal from './locales/en/legal.json';
import frBilling from './locales/fr/billing.json';
import frCommon from './locales/fr/common.json';
import frErrors from './locales/fr/errors.json';
import frHome from './locales/fr/home.json';
import frIdentity from './locales/fr/identity.json';
import frLegal from './locales/fr/legal.json';

export type Language = 'fr' | 'en';

export const resources = {
  fr: {
    common: frCommon,
    errors: frErrors,
    home: frHome,
    identity: frIdentity,
    billing: frBilling,
    legal: frLegal,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    home: enHome,
    identity: enIdentity,
    billing: enBilling,
    legal: enLegal,
  },
} as const;

export const namespaces = Object.keys(resources.fr) as (keyof typeof resources.fr)[];
