import { useCallback, useState } from 'react';
import type { LiveGameError, LiveGameView, LiveStanding } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { SESSION_STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { sessionStore } from '../../shared/storage/storage';
import { LiveCountdown } from './countdown';
import { LiveGameError as ErrorNotice } from './live-game-error';
import { LiveQuestion, QuestionProgress } from './live-question';
import { Standings } from './standings';
import { useLiveGame, type EnterGame, type LiveGameConnection } from './use-live-game';

const resumeKey = (pin: string) => `${SESSION_STORAGE_KEYS.liveGameResume}:${pin}`;

interface Answer {
  index: number;
  choice: number;
  accepted: boolean;
}

function useRank(standings: readonly LiveStanding[], playerId: string | null) {
  const index = standings.findIndex((standing) => standing.playerId === playerId);
  return index < 0 ? null : { place: index + 1, standing: standings[index]! };
}

function QuestionScreen(props: {
  view: Extract<LiveGameView, { phase: 'question' }>;
  connection: LiveGameConnection;
  answer: Answer | null;
  onAnswer: (answer: Answer) => void;
}) {
  const { t } = useTranslation();
  const { view, answer } = props;
  const mine = answer?.index === view.index ? answer : null;
  const choose = (choice: number) => {
    void props.connection.socket
      .emitWithAck('live:answer', { index: view.index, choice })
      .then(({ accepted }) => props.onAnswer({ index: view.index, choice, accepted }));
  };
  return (
    <>
      <QuestionProgress view={view} />
      <LiveCountdown key={view.index} remainingMs={view.remainingMs} />
      <LiveQuestion
        question={view.question}
        onChoose={choose}
        chosen={mine?.choice ?? null}
        locked={mine !== null}
      />
      {mine ? (
        <p role="status" className="live-player__status">
          {mine.accepted ? t('liveGame.player.answerSent') : t('liveGame.player.tooLate')}
        </p>
      ) : null}
    </>
  );
}

function RevealScreen(props: {
  view: Extract<LiveGameView, { phase: 'reveal' }>;
  playerId: string | null;
  answer: Answer | null;
}) {
  const { t } = useTranslation();
  const { view } = props;
  const rank = useRank(view.standings, props.playerId);
  const chosen = props.answer?.index === view.index ? props.answer.choice : null;
  return (
    <>
      <p className="live-player__verdict" role="status">
        {rank?.standing.correct
          ? t('liveGame.player.right', { points: rank.standing.points })
          : t('liveGame.player.wrong')}
      </p>
      {rank ? (
        <p>{t('liveGame.player.rank', { place: rank.place, score: rank.standing.score })}</p>
      ) : null}
      <LiveQuestion
        question={view.question}
        correctChoice={view.correctChoice}
        chosen={chosen}
        distribution={view.distribution}
      />
    </>
  );
}

function PlayerView(props: {
  connection: LiveGameConnection;
  playerId: string | null;
  answer: Answer | null;
  onAnswer: (answer: Answer) => void;
}) {
  const { t } = useTranslation();
  const { view } = props.connection;
  if (!view) return <p role="status">{t('liveGame.connecting')}</p>;
  switch (view.phase) {
    case 'lobby':
      return <p className="live-player__waiting">{t('liveGame.player.waiting')}</p>;
    case 'question':
      return <QuestionScreen {...props} view={view} />;
    case 'reveal':
      return <RevealScreen view={view} playerId={props.playerId} answer={props.answer} />;
    case 'finished':
      return <FinishedScreen view={view} playerId={props.playerId} />;
  }
}

function FinishedScreen(props: {
  view: Extract<LiveGameView, { phase: 'finished' }>;
  playerId: string | null;
}) {
  const { t } = useTranslation();
  const rank = useRank(props.view.standings, props.playerId);
  return (
    <>
      <h2>{t('liveGame.player.gameOver')}</h2>
      {rank ? (
        <p className="live-player__verdict">
          {t('liveGame.player.finalRank', {
            place: rank.place,
            players: props.view.standings.length,
            score: rank.standing.score,
          })}
        </p>
      ) : null}
      <Standings
        standings={props.view.standings}
        shown={3}
        playerId={props.playerId ?? undefined}
        title={t('liveGame.podium.title')}
      />
    </>
  );
}

/**
 * A player's phone in a live game: joins with the PIN (a guest under a nickname), keeps its
 * place across reconnections with the resume token the server gave, and answers by a tap.
 */
export function LivePlayer(props: {
  pin: string;
  nickname: string;
  onRefused: (error: LiveGameError) => void;
}) {
  const { pin, nickname, onRefused } = props;
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const enter = useCallback<EnterGame>(
    async (socket) => {
      const resumeToken = sessionStore.get(resumeKey(pin)) ?? undefined;
      const joined = await socket.emitWithAck('live:join', {
        pin,
        ...(nickname ? { nickname } : {}),
        ...(resumeToken ? { resumeToken } : {}),
      });
      if (!joined.ok) {
        onRefused(joined.error);
        return joined.error;
      }
      sessionStore.set(resumeKey(pin), joined.resumeToken);
      setPlayerId(joined.playerId);
      // A phone that reloaded, or reconnected, shows the answer the server already holds.
      setAnswer(joined.answer ? { ...joined.answer, accepted: true } : null);
      return joined.view;
    },
    [pin, nickname, onRefused],
  );
  const connection = useLiveGame(enter);
  return (
    <div className="live-player">
      {connection.error ? <ErrorNotice error={connection.error} /> : null}
      <PlayerView
        connection={connection}
        playerId={playerId}
        answer={answer}
        onAnswer={setAnswer}
      />
    </div>
  );
}
