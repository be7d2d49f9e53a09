import { LANGUAGES } from '@chronodeck/contract';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer';
import { emailChangeMail } from './email-change-mail';
import { emailChangeNoticeMail } from './email-change-notice-mail';
import { passwordChangedMail } from './password-changed-mail';
import { passwordResetMail } from './password-reset-mail';

const LINK = 'http://localhost:3000/some-page?token=abc_DEF-123';

const KINDS: Record<string, (language: (typeof LANGUAGES)[number]) => MailMessage> = {
  'password reset': (language) =>
    passwordResetMail({ to: 'a@b.c', name: 'Ada', link: LINK, language, validMinutes: 60 }),
  'password changed': (language) =>
    passwordChangedMail({ to: 'a@b.c', name: 'Ada', forgotPasswordLink: LINK, language }),
  'e-mail change': (language) =>
    emailChangeMail({ to: 'a@b.c', name: 'Ada', link: LINK, language, validHours: 24 }),
  'e-mail change requested': (language) =>
    emailChangeNoticeMail({
      to: 'a@b.c',
      name: 'Ada',
      newEmail: 'new@b.c',
      stage: 'requested',
      forgotPasswordLink: LINK,
      language,
    }),
  'e-mail changed': (language) =>
    emailChangeNoticeMail({
      to: 'a@b.c',
      name: 'Ada',
      newEmail: 'new@b.c',
      stage: 'changed',
      forgotPasswordLink: LINK,
      language,
    }),
};

describe.each(Object.entries(KINDS))('the %s mail', (_kind, write) => {
  it('is written in each of the five languages, greets by name and carries its link', () => {
    const mails = LANGUAGES.map(write);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(LANGUAGES.length);
    for (const mail of mails) {
      expect(mail.to).toBe('a@b.c');
      expect(mail.link).toBe(LINK);
      expect(mail.text).toContain(LINK);
      expect(mail.text).toContain('Ada');
    }
  });
});

describe('the e-mail change notices', () => {
  it('name the new address', () => {
    expect(KINDS['e-mail change requested']?.('en').text).toContain('new@b.c');
    expect(KINDS['e-mail changed']?.('it').text).toContain('new@b.c');
  });
});
