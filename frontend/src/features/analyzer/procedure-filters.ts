import type { ApiSchemas } from '../../shared/api';
import { COMPANY_STATUS_CODES, type CompanyStatusCode } from '../companies';

/** The company statuses a search may ask for (CONTRACT §8.2): every status the badge names. */
export const STATUS_FILTER_CODES: readonly CompanyStatusCode[] = COMPANY_STATUS_CODES;

/** The notice's own judgment (CONTRACT §8.2), in the order the backend's filter lists them. */
export const JUDGMENT_KINDS = [
  'opening',
  'conversion',
  'plan',
  'closing',
  'claims',
  'sale',
  'sanction',
  'appeal',
  'other',
] as const satisfies readonly ApiSchemas['JudgmentKind'][];

export type JudgmentKind = (typeof JUDGMENT_KINDS)[number];

/** Fails to compile when the API gains a kind this list lacks (the list is the filter's menu). */
const listsEveryKind: Exclude<ApiSchemas['JudgmentKind'], JudgmentKind> extends never
  ? true
  : false = true;
void listsEveryKind;

export const isStatusFilterCode = (code: string): code is CompanyStatusCode =>
  (STATUS_FILTER_CODES as readonly string[]).includes(code);

export const isJudgmentKind = (kind: string): kind is JudgmentKind =>
  (JUDGMENT_KINDS as readonly string[]).includes(kind);
