import './live-game.css';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { liveGameJoinPath, type LiveGameView } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import type { TranslationKey } from '../../shared/i18n/translate';
import { ROUTES } from '../../shared/routes';
import { LiveCountdown } from './countdown';
import { JoinQrCode } from './join-qr-code';
import { LiveGameError } from './live-game-error';
import { LiveQuestion, QuestionProgress } from './live-question';
import { Points, Standings } from './standings';
import { useLiveGame, type EnterGame } from './use-live-game';

function Lobby({ view }: { view: Extract<LiveGameView, { phase: 'lobby' }> }) {
  const { t } = useTranslation();
  const joinUrl = `${window.location.origin}${liveGameJoinPath(view.pin)}`;
  const joinPage = `${window.location.host}${ROUTES.play}`;
  return (
    <div className="live-lobby">
      <div className="live-lobby__join">
        <p>{t('liveGame.host.joinAt', { page: joinPage })}</p>
        <p className="live-pin" aria-label={t('liveGame.host.pinLabel', { pin: view.pin })}>
          {view.pin}
        </p>
        <JoinQrCode url={joinUrl} label={t('liveGame.host.qrLabel')} />
      </div>
      <section className="live-lobby__players" aria-live="polite">
        <h2>{t('liveGame.host.players', { count: view.players.length })}</h2>
        {view.players.length === 0 ? (
          <p>{t('liveGame.host.waitingForPlayers')}</p>
        ) : (
          <ul className="live-player-names">
            {view.players.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function nextLabel(view: LiveGameView): TranslationKey | null {
  switch (view.phase) {
    case 'lobby':
      return 'liveGame.host.start';
    case 'question':
      return 'liveGame.host.showAnswers';
    case 'reveal':
      return view.index + 1 < view.total
        ? 'liveGame.host.nextQuestion'
        : 'liveGame.host.showPodium';
    case 'finished':
      return null;
  }
}

function HostView({ view, answerCount }: { view: LiveGameView; answerCount: number }) {
  const { t } = useTranslation();
  switch (view.phase) {
    case 'lobby':
      return <Lobby view={view} />;
    case 'question':
      return (
        <>
          <QuestionProgress view={view} />
          <LiveCountdown key={view.index} remainingMs={view.remainingMs} />
          <LiveQuestion question={view.question} />
          <p className="live-answer-count" role="status">
            {t('liveGame.host.answered', { count: answerCount, players: view.playerCount })}
          </p>
        </>
      );
    case 'reveal':
      return (
        <>
          <QuestionProgress view={view} />
          <LiveQuestion
            question={view.question}
            correctChoice={view.correctChoice}
            distribution={view.distribution}
          />
          <Standings standings={view.standings} shown={5} title={t('liveGame.leaderboard')} />
        </>
      );
    case 'finished':
      return <Podium view={view} />;
  }
}

function Podium({ view }: { view: Extract<LiveGameView, { phase: 'finished' }> }) {
  const { t } = useTranslation();
  const places = view.standings.slice(0, 3);
  return (
    <>
      <h2>{t('liveGame.podium.title')}</h2>
      <ol className="live-podium">
        {places.map((standing, place) => (
          <li
            key={standing.playerId}
            className={`live-podium__place live-podium__place--${place + 1}`}
          >
            <span className="live-podium__rank">
              {t('liveGame.podium.place', { place: place + 1 })}
            </span>
            <span className="live-podium__name">{standing.name}</span>
            <span>
              <Points score={standing.score} />
            </span>
          </li>
        ))}
      </ol>
      <Standings standings={view.standings} title={t('liveGame.podium.everyone')} />
    </>
  );
}

/** The projector view (/live/:pin) of the teacher who started the game. */
export function LiveHostPage() {
  const { t } = useTranslation();
  const { pin = '' } = useParams();
  const enter = useCallback<EnterGame>(
    async (socket) => {
      const hosted = await socket.emitWithAck('live:host', { pin });
      return hosted.ok ? hosted.view : hosted.error;
    },
    [pin],
  );
  const { view, answerCount, error, socket } = useLiveGame(enter);
  const [advancing, setAdvancing] = useState(false);
  const advance = () => {
    setAdvancing(true);
    void socket.emitWithAck('live:advance').finally(() => setAdvancing(false));
  };
  const next = view ? nextLabel(view) : null;

  return (
    <section className="panel live-game live-game--host" aria-labelledby="live-title">
      <header className="live-game__header">
        <h1 id="live-title">{t('liveGame.host.title')}</h1>
        {view ? (
          <p>
            {view.deckTitle} · {t(`quiz.modes.${view.mode}`)}
          </p>
        ) : null}
      </header>
      {error ? <LiveGameError error={error} /> : null}
      {!view && !error ? <p role="status">{t('liveGame.connecting')}</p> : null}
      {view ? <HostView view={view} answerCount={answerCount} /> : null}
      <div className="live-game__actions">
        {next ? (
          <button type="button" className="button" disabled={advancing} onClick={advance}>
            {t(next)}
          </button>
        ) : null}
        <Link className="link-button" to={ROUTES.teacher}>
          ← {t('classes.backToClasses')}
        </Link>
      </div>
    </section>
  );
}
