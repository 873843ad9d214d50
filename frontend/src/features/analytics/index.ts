export { AnalyticsPage } from './pages/AnalyticsPage';
