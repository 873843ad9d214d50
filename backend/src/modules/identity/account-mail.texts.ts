import type { AccountMailLanguage } from './screen-language';

export type AccountMailKind = 'verification' | 'password-reset';

/** What one account e-mail says; `paragraphs` come before the button, `closing` after the link. */
export interface AccountMailText {
  subject: string;
  heading(fullName: string): string;
  paragraphs(fullName: string): string[];
  button: string;
  copyLink: string;
  closing: string;
}

const FRENCH: Record<AccountMailKind, AccountMailText> = {
  verification: {
    subject: 'Confirmez votre adresse e-mail',
    heading: (fullName) => `Bienvenue ${fullName} !`,
    paragraphs: () => [
      "Merci de vous être inscrit sur l'Analyseur d'entreprises.",
      'Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le lien ci-dessous :',
    ],
    button: 'Vérifier mon adresse e-mail',
    copyLink: 'Ou copiez ce lien dans votre navigateur :',
    closing:
      "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
  },
  'password-reset': {
    subject: 'Réinitialisation de votre mot de passe',
    heading: () => 'Réinitialisation de votre mot de passe',
    paragraphs: (fullName) => [
      `Bonjour ${fullName},`,
      "Vous avez demandé à réinitialiser le mot de passe de votre compte sur l'Analyseur d'entreprises.",
    ],
    button: 'Choisir un nouveau mot de passe',
    copyLink: 'Ou copiez ce lien dans votre navigateur :',
    closing:
      "Ce lien est valable 1 heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  },
};

const ENGLISH: Record<AccountMailKind, AccountMailText> = {
  verification: {
    subject: 'Confirm your e-mail address',
    heading: (fullName) => `Welcome ${fullName}!`,
    paragraphs: () => [
      'Thank you for signing up to the Company analyzer.',
      'To activate your account, confirm your e-mail address with the link below:',
    ],
    button: 'Verify my e-mail address',
    copyLink: 'Or copy this link into your browser:',
    closing: 'This link is valid for 24 hours. If you did not sign up, ignore this message.',
  },
  'password-reset': {
    subject: 'Reset your password',
    heading: () => 'Reset your password',
    paragraphs: (fullName) => [
      `Hello ${fullName},`,
      'You asked to reset the password of your Company analyzer account.',
    ],
    button: 'Choose a new password',
    copyLink: 'Or copy this link into your browser:',
    closing:
      'This link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.',
  },
};

export const ACCOUNT_MAIL_TEXTS: Readonly<
  Record<AccountMailLanguage, Record<AccountMailKind, AccountMailText>>
> = { fr: FRENCH, en: ENGLISH };
