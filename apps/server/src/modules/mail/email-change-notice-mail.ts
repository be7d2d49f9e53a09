import type { Language } from '@chronodeck/contract';
import type { MailMessage } from './mailer';

/** When the old address is told: as the change is asked for, and once it is done. */
export type EmailChangeStage = 'requested' | 'changed';

interface EmailChangeNoticeWording {
  subject: Record<EmailChangeStage, string>;
  greeting: (name: string) => string;
  body: Record<EmailChangeStage, (newEmail: string) => string>;
  notYou: string;
}

const WORDING: Record<Language, EmailChangeNoticeWording> = {
  en: {
    subject: {
      requested: 'A new e-mail address was requested for your Chronodeck account',
      changed: 'The e-mail address of your Chronodeck account was changed',
    },
    greeting: (name) => `Hello ${name},`,
    body: {
      requested: (newEmail) =>
        `Someone signed in to your Chronodeck account asked to use ${newEmail} from now on. The address changes only once the link sent there is opened.`,
      changed: (newEmail) =>
        `Your Chronodeck account now uses ${newEmail}. Mails about the account will go there from now on.`,
    },
    notYou: 'If this was not you, reset your password straight away here:',
  },
  fr: {
    subject: {
      requested: 'Une nouvelle adresse e-mail a été demandée pour votre compte Chronodeck',
      changed: 'L’adresse e-mail de votre compte Chronodeck a été modifiée',
    },
    greeting: (name) => `Bonjour ${name},`,
    body: {
      requested: (newEmail) =>
        `Une personne connectée à votre compte Chronodeck a demandé à utiliser désormais ${newEmail}. L’adresse ne changera qu’une fois ouvert le lien envoyé à celle-ci.`,
      changed: (newEmail) =>
        `Votre compte Chronodeck utilise désormais ${newEmail}. Les e-mails concernant le compte y seront envoyés.`,
    },
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe dès maintenant :',
  },
  pt: {
    subject: {
      requested: 'Um novo e-mail foi solicitado para sua conta Chronodeck',
      changed: 'O e-mail da sua conta Chronodeck foi alterado',
    },
    greeting: (name) => `Olá ${name},`,
    body: {
      requested: (newEmail) =>
        `Alguém conectado à sua conta Chronodeck pediu para passar a usar ${newEmail}. O endereço só muda quando o link enviado para lá for aberto.`,
      changed: (newEmail) =>
        `Sua conta Chronodeck agora usa ${newEmail}. A partir de agora, os e-mails sobre a conta serão enviados para esse endereço.`,
    },
    notYou: 'Se não foi você, redefina sua senha agora mesmo aqui:',
  },
  es: {
    subject: {
      requested: 'Se ha solicitado un nuevo correo para tu cuenta de Chronodeck',
      changed: 'Se ha cambiado el correo de tu cuenta de Chronodeck',
    },
    greeting: (name) => `Hola ${name}:`,
    body: {
      requested: (newEmail) =>
        `Alguien con la sesión iniciada en tu cuenta de Chronodeck ha pedido usar ${newEmail} a partir de ahora. La dirección solo cambiará cuando se abra el enlace enviado allí.`,
      changed: (newEmail) =>
        `Tu cuenta de Chronodeck usa ahora ${newEmail}. A partir de ahora, los correos sobre la cuenta llegarán a esa dirección.`,
    },
    notYou: 'Si no has sido tú, restablece tu contraseña ahora mismo aquí:',
  },
  it: {
    subject: {
      requested: 'È stato richiesto un nuovo indirizzo e-mail per il tuo account Chronodeck',
      changed: 'L’indirizzo e-mail del tuo account Chronodeck è stato cambiato',
    },
    greeting: (name) => `Ciao ${name},`,
    body: {
      requested: (newEmail) =>
        `Qualcuno che ha effettuato l’accesso al tuo account Chronodeck ha chiesto di usare d’ora in poi ${newEmail}. L’indirizzo cambierà solo dopo l’apertura del link inviato lì.`,
      changed: (newEmail) =>
        `Il tuo account Chronodeck ora usa ${newEmail}. Da adesso le e-mail relative all’account arriveranno a quell’indirizzo.`,
    },
    notYou: 'Se non sei stato tu, reimposta subito la password qui:',
  },
};

/** Sent to the address being replaced, so a hijacked session cannot move the account quietly. */
export function emailChangeNoticeMail(input: {
  to: string;
  name: string;
  newEmail: string;
  stage: EmailChangeStage;
  forgotPasswordLink: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[input.language];
  return {
    to: input.to,
    subject: wording.subject[input.stage],
    link: input.forgotPasswordLink,
    text: [
      wording.greeting(input.name),
      '',
      wording.body[input.stage](input.newEmail),
      '',
      wording.notYou,
      input.forgotPasswordLink,
    ].join('\n'),
  };
}
