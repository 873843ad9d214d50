export { WebhooksPage } from './pages/WebhooksPage';
