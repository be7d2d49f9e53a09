import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRating } from '@chronodeck/contract';
import {
  createScheduler,
  currentReviewCard,
  flipReviewCard,
  rateReviewCard,
  skipReviewCard,
  startReviewSession,
  type ReviewSession,
} from '@chronodeck/srs';
import { ApiError } from '../../shared/api/api-error';
import { newClientId } from '../../shared/offline/client-id';
import type { Rating, ReviewBackend, ReviewCard } from '../../shared/reviews/review-backend';
import { REVIEWS_QUERY_KEY, useDueReviews } from '../../shared/reviews/use-reviews';

interface Sitting {
  /** The deck (or "all") the sitting was started for. */
  scope: string;
  session: ReviewSession<ReviewCard>;
}

/** A rating not yet confirmed: its id is reused if the student presses the same button again. */
type PendingRating = Rating;

/**
 * A review sitting over the due cards of one deck or all: flip, rate, and the card comes back
 * when FSRS says so — in this sitting if that is within minutes. A failed rating can be sent
 * again under the same id, so it is never recorded twice.
 */
export function useReviewSession(backend: ReviewBackend | undefined, deckId: string | undefined) {
  const scope = deckId ?? 'all';
  const queryClient = useQueryClient();
  const due = useDueReviews(backend, deckId);
  const [sitting, setSitting] = useState<Sitting | null>(null);
  const pending = useRef<PendingRating | null>(null);

  // A sitting starts from a list just asked for, never from one cached before cards were rated.
  if (due.data && !due.isFetching && sitting?.scope !== scope)
    setSitting({ scope, session: startReviewSession(due.data.cards) });
  const session = sitting?.scope === scope ? sitting.session : undefined;
  const card = session && currentReviewCard(session);
  const settings = due.data?.settings;

  // The buttons show each rating's interval before fuzz, as Anki does: the review itself may
  // land a day or two either side, so cards learned together spread out.
  const scheduler = useMemo(
    () => settings && createScheduler({ desiredRetention: settings.desiredRetention, fuzz: false }),
    [settings],
  );
  const intervals = card && scheduler ? scheduler.intervals(card.memory, new Date()) : undefined;

  const rating = useMutation({
    mutationFn: (attempt: PendingRating) => backend!.rate(attempt),
    retry: (failures, error) =>
      failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    onSuccess: (memory) => {
      pending.current = null;
      setSitting(
        (current) =>
          current && { ...current, session: rateReviewCard(current.session, memory, new Date()) },
      );
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 404)) return;
      // The card was deleted from its deck (perhaps in another tab): it leaves the sitting.
      pending.current = null;
      setSitting((current) => current && { ...current, session: skipReviewCard(current.session) });
    },
  });

  const rate = useCallback(
    (choice: ReviewRating) => {
      if (!card || rating.isPending) return;
      const retry = pending.current;
      const reviewId =
        retry && retry.cardKey === card.key && retry.rating === choice
          ? retry.reviewId
          : newClientId();
      pending.current = { cardKey: card.key, rating: choice, reviewId, memory: card.memory };
      rating.mutate(pending.current);
    },
    [card, rating],
  );

  const finished = session !== undefined && card === undefined;
  const cardGone = rating.error instanceof ApiError && rating.error.status === 404;
  const { refetch } = due;
  // At the end, ask again what is due: the end screen says when the next cards come back.
  useEffect(() => {
    if (!finished) return;
    void refetch();
    void queryClient.invalidateQueries({
      queryKey: [...REVIEWS_QUERY_KEY, backend?.kind, 'stats'],
    });
  }, [finished, refetch, queryClient, backend?.kind]);

  return {
    loading: due.isPending,
    failed: due.isError,
    session,
    card,
    intervals,
    finished,
    /** After the end: what is due now and when the next card is, from the list asked again. */
    after: finished && !due.isFetching ? due.data : undefined,
    saving: rating.isPending,
    saveFailed: rating.isError && !cardGone,
    /** The server refused: the most reviews allowed in 24 hours are made. */
    dailyLimit: rating.error instanceof ApiError && rating.error.code === 'QUOTA_EXCEEDED',
    /** The last card rated was deleted meanwhile, and left the sitting. */
    cardGone,
    flip: useCallback(
      () =>
        setSitting(
          (current) => current && { ...current, session: flipReviewCard(current.session) },
        ),
      [],
    ),
    rate,
    /** Starts over with whatever is due now (the end screen's "Review again"). */
    restart: useCallback(async () => {
      const fresh = await refetch();
      if (fresh.data) setSitting({ scope, session: startReviewSession(fresh.data.cards) });
    }, [refetch, scope]),
  };
}
