import type { Language } from '@chronodeck/contract';
import { linkMail, type LinkMailWording } from './link-mail';
import type { MailMessage } from './mailer';

const WORDING: Record<Language, LinkMailWording> = {
  en: {
    subject: 'Reset your Chronodeck password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your Chronodeck account. Choose a new one by opening this link:',
    expiry: (minutes) => `The link is valid for ${minutes} minutes and can be used once.`,
    ignore:
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Chronodeck',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Chronodeck. Choisissez-en un nouveau en ouvrant ce lien :',
    expiry: (minutes) => `Le lien est valable ${minutes} minutes et ne peut servir qu’une fois.`,
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  pt: {
    subject: 'Redefina sua senha do Chronodeck',
    greeting: (name) => `Olá ${name},`,
    body: 'Recebemos um pedido para redefinir a senha da sua conta Chronodeck. Escolha uma nova abrindo este link:',
    expiry: (minutes) => `O link é válido por ${minutes} minutos e só pode ser usado uma vez.`,
    ignore: 'Se você não fez esse pedido, ignore esta mensagem: sua senha continua a mesma.',
  },
  es: {
    subject: 'Restablece tu contraseña de Chronodeck',
    greeting: (name) => `Hola ${name}:`,
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Chronodeck. Elige una nueva abriendo este enlace:',
    expiry: (minutes) =>
      `El enlace es válido durante ${minutes} minutos y solo puede usarse una vez.`,
    ignore: 'Si no lo has solicitado tú, puedes ignorar este mensaje: tu contraseña no cambiará.',
  },
  it: {
    subject: 'Reimposta la password di Chronodeck',
    greeting: (name) => `Ciao ${name},`,
    body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Chronodeck. Scegline una nuova aprendo questo link:',
    expiry: (minutes) =>
      `Il link è valido per ${minutes} minuti e può essere usato una sola volta.`,
    ignore: 'Se non l’hai richiesto tu, ignora questo messaggio: la tua password resta invariata.',
  },
};

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
  language: Language;
  validMinutes: number;
}): MailMessage {
  const { validMinutes: validFor, ...mail } = input;
  return linkMail(WORDING, { ...mail, validFor });
}
