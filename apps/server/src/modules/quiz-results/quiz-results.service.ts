import { randomUUID } from 'node:crypto';
import type { QuizResult, QuizResultInput } from '@chronodeck/contract';
import { answeredAt } from '@chronodeck/srs';
import { notFound } from '../../http/app-error';
import { isRecordId } from '../../db/record-id';
import type { ReviewsService } from '../reviews/reviews.service';
import type { ClassDeckPlayed, GameRecord, QuizResultsRepository } from './quiz-results.repository';

/** A finished game from the quiz page or a live class game. */
export type FinishedGame = Omit<QuizResultInput, 'answers'> &
  Pick<GameRecord, 'playedAs'> & { answers?: QuizResultInput['answers'] };

export function createQuizResultsService(deps: {
  repository: QuizResultsRepository;
  reviews: Pick<ReviewsService, 'recordQuizAnswers'>;
  now: () => Date;
}) {
  const { repository, reviews, now } = deps;

  /**
   * The class deck the game was played on, if the student sees it; a named class must be that
   * deck's, and a class or deck the student cannot see answers 404 like every class route.
   */
  async function classDeckOf(
    userId: string,
    game: Pick<FinishedGame, 'deckId' | 'classId'>,
  ): Promise<ClassDeckPlayed | null> {
    if (game.deckId === undefined) {
      if (game.classId !== undefined) throw notFound('Class deck not found.');
      return null;
    }
    const deck = await repository.classDeck(userId, game.deckId);
    // A class's deck is seen by its members only; any other deck id (their own deck) has no class.
    if (deck !== null && !deck.member) throw notFound('Class deck not found.');
    if (game.classId !== undefined && deck?.classId !== game.classId) {
      throw notFound('Class deck not found.');
    }
    return deck && { classId: deck.classId, classDeckId: deck.classDeckId };
  }

  return {
    /**
     * Saves the game; its answers on deck cards count as reviews (right as "good", wrong as
     * "again"). Catalogue events have no uuid and no memory on the server, so they are left out.
     */
    async record(userId: string, game: FinishedGame): Promise<QuizResult> {
      const classDeck = await classDeckOf(userId, game);
      const deckCardAnswers = (game.answers ?? []).filter((answer) => isRecordId(answer.cardId));
      const { mode, deckTitle, score, total, bestStreak, playedAs } = game;
      const finishedAt = answeredAt(game.finishedAt, now(), null);
      const saved = await repository.record(userId, {
        mode,
        deckTitle,
        score,
        total,
        bestStreak,
        playedAs,
        classDeck,
        answers: deckCardAnswers,
        clientResultId: game.resultId,
        finishedAt,
      });
      // A game sent again moved the schedules the first time.
      if (saved.created) {
        await reviews.recordQuizAnswers(
          userId,
          deckCardAnswers,
          randomUUID,
          finishedAt.toISOString(),
        );
      }
      return saved.result;
    },
    latest: (userId: string, limit?: number) => repository.latest(userId, limit),
  };
}

export type QuizResultsService = ReturnType<typeof createQuizResultsService>;
