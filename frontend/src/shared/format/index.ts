export { formatDate, applyDateLocale } from './dates';
export { formatMoney, fromCents } from './money';
