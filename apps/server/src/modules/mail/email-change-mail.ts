import type { Language } from '@chronodeck/contract';
import { linkMail, type LinkMailWording } from './link-mail';
import type { MailMessage } from './mailer';

const WORDING: Record<Language, LinkMailWording> = {
  en: {
    subject: 'Confirm your new Chronodeck e-mail address',
    greeting: (name) => `Hello ${name},`,
    body: 'To use this address for your Chronodeck account from now on, open this link:',
    expiry: (hours) =>
      `The link is valid for ${hours} hours and can be used once. Until then, your account keeps its current address.`,
    ignore: 'If you did not ask for this, you can ignore this message.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail Chronodeck',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Pour utiliser désormais cette adresse avec votre compte Chronodeck, ouvrez ce lien :',
    expiry: (hours) =>
      `Le lien est valable ${hours} heures et ne peut servir qu’une fois. D’ici là, votre compte garde son adresse actuelle.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  pt: {
    subject: 'Confirme seu novo e-mail no Chronodeck',
    greeting: (name) => `Olá ${name},`,
    body: 'Para passar a usar este endereço na sua conta Chronodeck, abra este link:',
    expiry: (hours) =>
      `O link é válido por ${hours} horas e só pode ser usado uma vez. Até lá, sua conta continua com o endereço atual.`,
    ignore: 'Se você não fez esse pedido, ignore esta mensagem.',
  },
  es: {
    subject: 'Confirma tu nuevo correo de Chronodeck',
    greeting: (name) => `Hola ${name}:`,
    body: 'Para usar a partir de ahora esta dirección en tu cuenta de Chronodeck, abre este enlace:',
    expiry: (hours) =>
      `El enlace es válido durante ${hours} horas y solo puede usarse una vez. Hasta entonces, tu cuenta conserva su dirección actual.`,
    ignore: 'Si no lo has solicitado tú, puedes ignorar este mensaje.',
  },
  it: {
    subject: 'Conferma il nuovo indirizzo e-mail Chronodeck',
    greeting: (name) => `Ciao ${name},`,
    body: 'Per usare d’ora in poi questo indirizzo con il tuo account Chronodeck, apri questo link:',
    expiry: (hours) =>
      `Il link è valido per ${hours} ore e può essere usato una sola volta. Fino ad allora l’account mantiene l’indirizzo attuale.`,
    ignore: 'Se non l’hai richiesto tu, ignora questo messaggio.',
  },
};

/** Sent to the new address: following its link is what changes the account's address. */
export function emailChangeMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
  validHours: number;
}): MailMessage {
  const { validHours: validFor, ...mail } = input;
  return linkMail(WORDING, { ...mail, validFor });
}
