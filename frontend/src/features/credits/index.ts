export { CreditsPage } from './pages/CreditsPage';
export { creditKeys, creditQueries } from './api/credits-api';
