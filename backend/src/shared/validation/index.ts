export { IsCalendarDate, isCalendarDate } from './is-calendar-date';
export { StorableValuesPipe, unstorableFields } from './storable-values.pipe';
