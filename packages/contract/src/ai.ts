import { z } from 'zod';
import { LanguageSchema } from './languages';

/** Longest prompt `/api/generate-summary` accepts. */
export const SUMMARY_PROMPT_MAX_LENGTH = 2000;

export const GenerateSummaryRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Please write a prompt.')
    .max(
      SUMMARY_PROMPT_MAX_LENGTH,
      `Prompts are limited to ${SUMMARY_PROMPT_MAX_LENGTH} characters.`,
    ),
  /** Language of the answer; the interface language of the asker. */
  language: LanguageSchema.default('en'),
});
export type GenerateSummaryRequest = z.input<typeof GenerateSummaryRequestSchema>;

export const GenerateSummaryResponseSchema = z.object({ summary: z.string() });
export type GenerateSummaryResponse = z.infer<typeof GenerateSummaryResponseSchema>;

/**
 * The event browser's summary prompt (SPEC.md §7): a standalone explanation by title, with 2-3
 * sources as full URLs. The title is quoted and the year follows it, so the offline provider can
 * find the event it is about.
 */
export function eventSummaryPrompt(event: { title: string; year: number }): string {
  return (
    `Write a concise, standalone explanation of the historical event "${event.title}" (${event.year}): ` +
    'what it was, when it happened and why it mattered. ' +
    'End with 2-3 reliable sources as full URLs, one per line.'
  );
}
