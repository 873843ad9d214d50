import type { PlanKey } from '../billing';

/**
 * The static plans of the home page (spec §9); live prices come from the plans call elsewhere,
 * and what each includes from billing's one list (PlanInclusionList), its watch and alert limits
 * from the public catalogue.
 */
export interface StaticPlan {
  key: PlanKey;
  price: number;
  isHighlighted: boolean;
}

export const STATIC_PLANS: StaticPlan[] = [
  { key: 'starter', price: 9.99, isHighlighted: false },
  { key: 'professional', price: 29.99, isHighlighted: true },
  { key: 'enterprise', price: 99.99, isHighlighted: false },
];

export const PLAN_CURRENCY = 'EUR';
