import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import i18n from '../../shared/i18n/i18n';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from './schemas';

/** The first message per field, translated in the given language (as the form shows it). */
function messages(schema: z.ZodType, values: unknown, lng = 'fr'): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    out[field] ??= i18n.getFixedT(lng, 'identity')(issue.message);
  }
  return out;
}

describe('validation rules of spec §5', () => {
  it('login: email required and valid, password required', () => {
    expect(messages(loginSchema, { email: '', password: '', rememberMe: false })).toEqual({
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
    expect(messages(loginSchema, { email: 'marie@', password: 'x', rememberMe: false })).toEqual({
      email: "L'email est invalide",
    });
    expect(
      messages(loginSchema, { email: 'marie@example.com', password: 'x', rememberMe: true }),
    ).toEqual({});
  });

  it('register: full name, email, 6-character password and matching confirmation', () => {
    expect(
      messages(registerSchema, { fullName: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      fullName: 'Le nom complet est requis',
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
    expect(
      messages(registerSchema, {
        fullName: 'Marie',
        email: 'nope',
        password: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({
      email: "L'email est invalide",
      password: 'Le mot de passe doit comporter au moins 6 caractères',
    });
    expect(
      messages(registerSchema, {
        fullName: 'Marie',
        email: 'marie@example.com',
        password: '123456',
        confirmPassword: '654321',
      }),
    ).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('forgot password: email required and valid', () => {
    expect(messages(forgotPasswordSchema, { email: '' })).toEqual({ email: "L'email est requis" });
    expect(messages(forgotPasswordSchema, { email: 'a b@c' })).toEqual({
      email: "L'email est invalide",
    });
  });

  it('reset: new password required, 6 characters, confirmation matches', () => {
    expect(messages(resetPasswordSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Le nouveau mot de passe est requis',
    });
    expect(messages(resetPasswordSchema, { newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'Le mot de passe doit comporter au moins 6 caractères',
    });
    expect(
      messages(resetPasswordSchema, { newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('profile and password change use the English texts of the spec in English', () => {
    expect(messages(profileSchema, { fullName: '', email: 'bad' }, 'en')).toEqual({
      fullName: 'Full name is required',
      email: 'Email is invalid',
    });
    expect(messages(profileSchema, { fullName: 'Marie', email: '' }, 'en')).toEqual({
      email: 'Email is required',
    });
    expect(
      messages(
        changePasswordSchema,
        { currentPassword: 'old', newPassword: '123', confirmPassword: '123' },
        'en',
      ),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
    expect(
      messages(
        changePasswordSchema,
        { currentPassword: 'old', newPassword: '123456', confirmPassword: '1234567' },
        'en',
      ),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      messages(
        changePasswordSchema,
        { currentPassword: '', newPassword: '123456', confirmPassword: '123456' },
        'fr',
      ),
    ).toEqual({
      currentPassword: 'Le mot de passe actuel est requis',
    });
  });

  it('resend verification needs a known e-mail', () => {
    expect(i18n.getFixedT('fr', 'identity')('validation.resendEmailRequired')).toBe(
      "L'adresse email est requise pour renvoyer la vérification",
    );
  });
});
