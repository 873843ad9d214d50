export { PaymentSuccessPage } from './pages/PaymentSuccessPage';
export { PaymentCancelPage } from './pages/PaymentCancelPage';
export { SubscriptionsPage } from './pages/SubscriptionsPage';
export { subscriptionKeys } from './api/subscriptions-api';
export { useEntitlements } from './hooks/use-entitlements';
export type { Entitlements } from './api/subscriptions-api';
export { PlanInclusionList } from './components/PlanInclusionList';
export { PLAN_INCLUSIONS, planKeyOf } from './plan-inclusions';
export type { PlanKey } from './plan-inclusions';
