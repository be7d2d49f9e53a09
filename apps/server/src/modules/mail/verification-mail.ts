import type { Language } from '@chronodeck/contract';
import { linkMail, type LinkMailWording } from './link-mail';
import type { MailMessage } from './mailer';

const WORDING: Record<Language, LinkMailWording> = {
  en: {
    subject: 'Verify your Chronodeck e-mail address',
    greeting: (name) => `Hello ${name},`,
    body: 'Welcome to Chronodeck! Please confirm your e-mail address by opening this link:',
    expiry: (hours) => `The link is valid for ${hours} hours and can be used once.`,
    ignore: 'If you did not create an account, you can ignore this message.',
  },
  fr: {
    subject: 'Vérifiez votre adresse e-mail Chronodeck',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Bienvenue sur Chronodeck ! Confirmez votre adresse e-mail en ouvrant ce lien :',
    expiry: (hours) => `Le lien est valable ${hours} heures et ne peut servir qu’une fois.`,
    ignore: 'Si vous n’avez pas créé de compte, ignorez ce message.',
  },
  pt: {
    subject: 'Confirme o seu e-mail no Chronodeck',
    greeting: (name) => `Olá ${name},`,
    body: 'Bem-vindo ao Chronodeck! Confirme o seu endereço de e-mail abrindo este link:',
    expiry: (hours) => `O link é válido por ${hours} horas e só pode ser usado uma vez.`,
    ignore: 'Se não criou uma conta, ignore esta mensagem.',
  },
  es: {
    subject: 'Verifica tu correo de Chronodeck',
    greeting: (name) => `Hola ${name}:`,
    body: '¡Bienvenido a Chronodeck! Confirma tu dirección de correo abriendo este enlace:',
    expiry: (hours) => `El enlace es válido durante ${hours} horas y solo puede usarse una vez.`,
    ignore: 'Si no creaste una cuenta, puedes ignorar este mensaje.',
  },
  it: {
    subject: 'Verifica il tuo indirizzo e-mail Chronodeck',
    greeting: (name) => `Ciao ${name},`,
    body: 'Benvenuto su Chronodeck! Conferma il tuo indirizzo e-mail aprendo questo link:',
    expiry: (hours) => `Il link è valido per ${hours} ore e può essere usato una sola volta.`,
    ignore: 'Se non hai creato un account, ignora questo messaggio.',
  },
};

export function verificationMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
  validHours: number;
}): MailMessage {
  const { validHours: validFor, ...mail } = input;
  return linkMail(WORDING, { ...mail, validFor });
}
