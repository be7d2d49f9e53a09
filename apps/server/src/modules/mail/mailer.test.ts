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
  it('writes each mail as an .eml file holding the link, and logs only its path', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'outbox');
    const log: string[] = [];
    const mailer = createOutboxMailer(
      outbox,
      'Chronodeck <no-reply@test>',
      pino({ level: 'info' }, { write: (line: string) => void log.push(line) }),
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
    expect(files[0]).toMatch(/\.eml$/);
    expect(files[0]).not.toContain('ada');
    const eml = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Verify your Chronodeck e-mail address');
    expect(decodeQuotedPrintable(eml)).toContain(link);
    const logged = log.join('');
    expect(logged).toContain(path.join(outbox, files[0] ?? ''));
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('abc_DEF-123');
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
