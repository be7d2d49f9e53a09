import type { Language } from '@chronodeck/contract';
import type { MailMessage } from './mailer';

/** The wording of a mail whose point is one link to follow, valid for a while and once. */
export interface LinkMailWording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  /** How long the link lasts, in the unit the mail's `validFor` counts. */
  expiry: (validFor: number) => string;
  ignore: string;
}

/** Greeting, why, the link, how long it lasts, and what to do if it was not you. */
export function linkMail(
  wordings: Record<Language, LinkMailWording>,
  input: { to: string; name: string; link: string; language: Language; validFor: number },
): MailMessage {
  const wording = wordings[input.language];
  return {
    to: input.to,
    subject: wording.subject,
    link: input.link,
    text: [
      wording.greeting(input.name),
      '',
      wording.body,
      input.link,
      '',
      wording.expiry(input.validFor),
      wording.ignore,
    ].join('\n'),
  };
}
