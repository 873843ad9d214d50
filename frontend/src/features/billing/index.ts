export { PaymentSuccessPage } from './pages/PaymentSuccessPage';
export { PaymentCancelPage } from './pages/PaymentCancelPage';
export { SubscriptionsPage } from './pages/SubscriptionsPage';
export { subscriptionKeys } from './api/subscriptions-api';
