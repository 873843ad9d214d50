import { z } from 'zod';

/** Validation rules of spec §5; messages are keys of the identity namespace. */
const MIN_PASSWORD = 6;

const email = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .pipe(z.email('validation.emailInvalid'));
const requiredPassword = z.string().min(1, 'validation.passwordRequired');
const newPassword = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(MIN_PASSWORD, 'validation.passwordMin');

const mismatch = { message: 'validation.passwordsMismatch', path: ['confirmPassword'] };

export const loginSchema = z.object({ email, password: requiredPassword, rememberMe: z.boolean() });

export const registerSchema = z
  .object({
    fullName: z.string().trim().min(1, 'validation.fullNameRequired'),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, mismatch);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, 'validation.newPasswordRequired')
      .min(MIN_PASSWORD, 'validation.passwordMin'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, mismatch);

export const profileSchema = z.object({
  fullName: z.string().trim().min(1, 'validation.fullNameRequired'),
  email,
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.currentPasswordRequired'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, mismatch);

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type ProfileValues = z.infer<typeof profileSchema>;
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
