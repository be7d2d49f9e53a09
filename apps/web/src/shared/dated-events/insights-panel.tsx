import { useTranslation } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/translate';
import type { ResearchInsight } from '@chronodeck/contract';
import { useLanguage } from '../i18n/use-language';
import { webAddress } from '../links/web-address';
import { useResearchInsight, type InsightSubject } from './insights-api';
import './dated-events.css';

/** Where each recommended search opens (SPEC.md §2: a web search in a new tab). */
const webSearchUrl = (query: string) => `https://duckduckgo.com/?q=${encodeURIComponent(query)}`;

interface InsightMessages {
  /** Shown when the request fails. */
  failed: TranslationKey;
  /** Shown when the answer holds nothing at all. */
  empty: TranslationKey;
}

const isEmpty = (insight: ResearchInsight) =>
  !insight.ai_summary &&
  insight.bullet_points.length === 0 &&
  !insight.did_you_know &&
  insight.related_links.length === 0 &&
  insight.recommended_searches.length === 0;

/** The parts of an insight; a summary that only repeats the description shown above is left out. */
function InsightSections({
  insight,
  shownAbove,
}: {
  insight: ResearchInsight;
  shownAbove: string;
}) {
  const { t } = useTranslation();
  const links = insight.related_links.flatMap((link) => {
    const href = webAddress(link.url);
    return href ? [{ href, title: link.title || href }] : [];
  });
  return (
    <>
      {insight.ai_summary.trim() !== shownAbove.trim() ? (
        <>
          <h3>{t('insights.summary')}</h3>
          <p>{insight.ai_summary || t('insights.noSummary')}</p>
        </>
      ) : null}
      {insight.bullet_points.length > 0 ? (
        <>
          <h3>{t('insights.keyFacts')}</h3>
          <ul>
            {insight.bullet_points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      ) : null}
      {insight.did_you_know ? (
        <>
          <h3>{t('insights.didYouKnow')}</h3>
          <p>{insight.did_you_know}</p>
        </>
      ) : null}
      {links.length > 0 ? (
        <>
          <h3>{t('insights.resources')}</h3>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {insight.recommended_searches.length > 0 ? (
        <>
          <h3>{t('insights.searches')}</h3>
          <ul className="insights__searches">
            {insight.recommended_searches.map((query) => (
              <li key={query}>
                <a href={webSearchUrl(query)} target="_blank" rel="noopener noreferrer">
                  {query}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The AI insights of one event: loading, loaded or failed (SPEC.md §4). */
export function InsightsPanel({
  subject,
  messages,
}: {
  subject: InsightSubject;
  messages: InsightMessages;
}) {
  const { t } = useTranslation();
  const insight = useResearchInsight(subject, useLanguage());
  return (
    <section className="insights" aria-label={t('insights.label')} aria-busy={insight.isPending}>
      {insight.isPending ? <p role="status">{t('insights.loading')}</p> : null}
      {insight.isError ? <p className="form-error">{t(messages.failed)}</p> : null}
      {insight.isSuccess && isEmpty(insight.data) ? <p>{t(messages.empty)}</p> : null}
      {insight.isSuccess && !isEmpty(insight.data) ? (
        <InsightSections insight={insight.data} shownAbove={subject.description} />
      ) : null}
    </section>
  );
}

/** An event's insights, or a note that its owner turned them off (`disableAI`). */
export function EventInsights({
  event,
  messages,
  turnedOffKey,
}: {
  event: { title: string; description: string; year: number; disableAI: boolean };
  messages: InsightMessages;
  /** The note shown when AI is off for the event. */
  turnedOffKey: TranslationKey;
}) {
  const { t } = useTranslation();
  if (event.disableAI) return <p className="notice">{t(turnedOffKey)}</p>;
  return (
    <InsightsPanel
      subject={{ title: event.title, description: event.description, year: event.year }}
      messages={messages}
    />
  );
}
