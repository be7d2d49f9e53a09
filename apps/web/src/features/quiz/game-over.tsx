import { useTranslation } from '../../shared/i18n/i18n';
import type { QuizResult } from '@chronodeck/quiz';

interface GameOverProps {
  result: QuizResult;
  onPlayAgain: () => void;
  onMenu: () => void;
}

/** The end of a game: score out of total, best streak, and the way on. */
export function GameOver({ result, onPlayAgain, onMenu }: GameOverProps) {
  const { t } = useTranslation();
  return (
    <section className="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{t('quiz.gameOver')}</h2>
      <p className="game-over__score" role="status">
        {t('quiz.finalScore', { score: result.score, total: result.total })}
      </p>
      <p>{t('quiz.bestStreak', { best: result.bestStreak })}</p>
      <div className="quiz__actions">
        <button type="button" className="button" autoFocus onClick={onPlayAgain}>
          {t('quiz.playAgain')}
        </button>
        <button type="button" className="button button--ghost" onClick={onMenu}>
          {t('quiz.returnToMenu')}
        </button>
      </div>
    </section>
  );
}
