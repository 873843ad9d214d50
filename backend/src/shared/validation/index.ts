export { IsCalendarDate, isCalendarDate } from './is-calendar-date';
export { IsOptionalButNotNull } from './is-optional-but-not-null';
export { StorableValuesPipe, unstorableFields } from './storable-values.pipe';
