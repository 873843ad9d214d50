import { z } from 'zod';

/** Messages are keys of the admin namespace. */
export const ADJUSTMENT_REQUIRED = 'users.credits.required';

export const userSchema = z.object({
  fullName: z.string().trim().min(1, 'users.validation.fullNameRequired'),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
});

/** A non-zero whole number, written with an optional sign ('+15', '-3'). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isSafeInteger(amount) && amount !== 0 ? amount : null;
}

/** Spec §5: amount (non-zero, may be negative) and reason are both required. */
export const creditAdjustmentSchema = z
  .object({ amount: z.string(), reason: z.string() })
  .superRefine((values, ctx) => {
    if (parseAmount(values.amount) === null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: ADJUSTMENT_REQUIRED });
    if (!values.reason.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ADJUSTMENT_REQUIRED });
  });

export type UserValues = z.infer<typeof userSchema>;
export type CreditAdjustmentValues = z.infer<typeof creditAdjustmentSchema>;
