import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n';
import { useSession } from '../session/use-session';
import { useCatalogueEvents } from '../catalogue/catalogue-events-api';
import { categoryNameKey } from '../catalogue/catalogue-names';
import { useDecks, useSharedDecks } from '../decks/decks-api';
import { accountReviews } from './account-reviews';
import { guestReviews } from './guest-reviews';
import { browserTimeZone, type ReviewBackend } from './review-backend';

export const REVIEWS_QUERY_KEY = ['reviews'] as const;

/**
 * Where this visitor's reviews live: the account's on the server, or a guest's in the browser.
 * Undefined while the decks (or, for a guest, the catalogue) load; `failed` if they cannot.
 */
export function useReviewBackend(enabled = true): {
  backend: ReviewBackend | undefined;
  failed: boolean;
} {
  const { t } = useTranslation();
  const { user } = useSession();
  const signedIn = user !== null;
  const own = useDecks(enabled && signedIn);
  const shared = useSharedDecks(enabled && signedIn);
  const catalogue = useCatalogueEvents(enabled && !signedIn);
  const backend = useMemo(() => {
    if (signedIn)
      return own.data && shared.data && user
        ? accountReviews(user._id, own.data, shared.data)
        : undefined;
    return catalogue.data
      ? guestReviews(catalogue.data, (category) => t(categoryNameKey(category)))
      : undefined;
  }, [signedIn, user, own.data, shared.data, catalogue.data, t]);
  const failed = signedIn ? own.isError || shared.isError : catalogue.isError;
  return { backend, failed };
}

/**
 * The cards due now (of one deck, or all), for a review sitting. Never taken from the cache as
 * fresh: every rating changes it, so each visit asks again.
 */
export const useDueReviews = (backend: ReviewBackend | undefined, deckId: string | undefined) =>
  useQuery({
    queryKey: [...REVIEWS_QUERY_KEY, backend?.kind, 'due', deckId ?? 'all'],
    enabled: backend !== undefined,
    staleTime: 0,
    queryFn: () => backend!.due(deckId, browserTimeZone()),
  });

/** Due cards per deck, the streak and the plots of the dashboard's Progress tab; asked again on each visit. */
export const useStudyStats = (backend: ReviewBackend | undefined) =>
  useQuery({
    queryKey: [...REVIEWS_QUERY_KEY, backend?.kind, 'stats'],
    enabled: backend !== undefined,
    staleTime: 0,
    queryFn: () => backend!.stats(browserTimeZone()),
  });
