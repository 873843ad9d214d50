export { PaymentSuccessPage } from './pages/PaymentSuccessPage';
export { PaymentCancelPage } from './pages/PaymentCancelPage';
