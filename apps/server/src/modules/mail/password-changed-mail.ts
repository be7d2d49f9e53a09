import type { Language } from '@chronodeck/contract';
import type { MailMessage } from './mailer';

interface PasswordChangedWording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  sessions: string;
  notYou: string;
}

const WORDING: Record<Language, PasswordChangedWording> = {
  en: {
    subject: 'Your Chronodeck password was changed',
    greeting: (name) => `Hello ${name},`,
    body: 'The password of your Chronodeck account has just been changed.',
    sessions: 'For your security, the account was signed out on your other devices.',
    notYou: 'If this was not you, reset your password straight away here:',
  },
  fr: {
    subject: 'Le mot de passe de votre compte Chronodeck a été modifié',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Le mot de passe de votre compte Chronodeck vient d’être modifié.',
    sessions: 'Par sécurité, votre compte a été déconnecté de vos autres appareils.',
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe dès maintenant :',
  },
  pt: {
    subject: 'Sua senha do Chronodeck foi alterada',
    greeting: (name) => `Olá ${name},`,
    body: 'A senha da sua conta Chronodeck acabou de ser alterada.',
    sessions: 'Por segurança, sua conta foi desconectada dos seus outros dispositivos.',
    notYou: 'Se não foi você, redefina sua senha agora mesmo aqui:',
  },
  es: {
    subject: 'Se ha cambiado tu contraseña de Chronodeck',
    greeting: (name) => `Hola ${name}:`,
    body: 'Se acaba de cambiar la contraseña de tu cuenta de Chronodeck.',
    sessions: 'Por seguridad, hemos cerrado la sesión de tu cuenta en tus otros dispositivos.',
    notYou: 'Si no has sido tú, restablece tu contraseña ahora mismo aquí:',
  },
  it: {
    subject: 'La password di Chronodeck è stata cambiata',
    greeting: (name) => `Ciao ${name},`,
    body: 'La password del tuo account Chronodeck è appena stata cambiata.',
    sessions: 'Per sicurezza, l’account è stato disconnesso dagli altri tuoi dispositivi.',
    notYou: 'Se non sei stato tu, reimposta subito la password qui:',
  },
};

/** The notice after a reset or a change; its link leads to "Forgot your password?". */
export function passwordChangedMail(input: {
  to: string;
  name: string;
  forgotPasswordLink: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[input.language];
  return {
    to: input.to,
    subject: wording.subject,
    link: input.forgotPasswordLink,
    text: [
      wording.greeting(input.name),
      '',
      wording.body,
      wording.sessions,
      '',
      wording.notYou,
      input.forgotPasswordLink,
    ].join('\n'),
  };
}
