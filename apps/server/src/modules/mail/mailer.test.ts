import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer';
import { verificationMail } from './verification-mail';

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('outbox mailer', () => {
  it('writes each mail as an .eml file holding the link', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = createOutboxMailer(
      outbox,
      'Chronodeck <no-reply@test>',
      pino({ level: 'silent' }),
    );
    const link = 'http://localhost:3000/verify-email?token=abc_DEF-123';
    await mailer.send(
      verificationMail({
        to: 'ada@example.com',
        name: 'Ada',
        link,
        language: 'en',
        validHours: 24,
      }),
    );
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.com\.eml$/);
    const eml = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Verify your Chronodeck e-mail address');
    expect(decodeQuotedPrintable(eml)).toContain(link);
  });
});

describe('verificationMail', () => {
  it('is written in each supported language', () => {
    const subjects = (['en', 'fr', 'pt', 'es', 'it'] as const).map(
      (language) =>
        verificationMail({ to: 'a@b.c', name: 'A', link: 'http://x/y', language, validHours: 24 })
          .subject,
    );
    expect(new Set(subjects).size).toBe(5);
  });
});
