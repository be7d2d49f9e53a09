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

/** Longest title and description `/ai/research-assistant` accepts. */
export const INSIGHT_LIMITS = { title: 200, description: 2000 } as const;

export const ResearchInsightRequestSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title.').max(INSIGHT_LIMITS.title),
  description: z.string().trim().max(INSIGHT_LIMITS.description).default(''),
  language: LanguageSchema.default('en'),
});
export type ResearchInsightRequest = z.input<typeof ResearchInsightRequestSchema>;

/** The AI insight response of SPEC.md §3. */
export const ResearchInsightSchema = z.object({
  ai_summary: z.string(),
  bullet_points: z.array(z.string()),
  did_you_know: z.string(),
  related_links: z.array(z.object({ title: z.string(), url: z.string() })),
  recommended_searches: z.array(z.string()),
});
export type ResearchInsight = z.infer<typeof ResearchInsightSchema>;
