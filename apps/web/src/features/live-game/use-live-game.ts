import { useEffect, useRef, useState } from 'react';
import type { LiveGameError, LiveGameView } from '@chronodeck/contract';
import { connectLiveGame, type LiveGameSocket } from './live-game-socket';

/** How a screen takes its place in the game (hosting or joining): the view, or why it cannot. */
export type EnterGame = (socket: LiveGameSocket) => Promise<LiveGameView | LiveGameError>;

export interface LiveGameConnection {
  view: LiveGameView | null;
  /** Answers so far to the current question, as the projector shows them. */
  answerCount: number;
  error: LiveGameError | null;
  socket: LiveGameSocket;
}

/**
 * One screen's connection to a live game. `enter` runs at each (re)connection, so a phone that
 * dropped out resumes where it was; views replace each other as the server sends them.
 */
export function useLiveGame(enter: EnterGame): LiveGameConnection {
  const [view, setView] = useState<LiveGameView | null>(null);
  const [answers, setAnswers] = useState({ index: -1, answerCount: 0 });
  const [error, setError] = useState<LiveGameError | null>(null);
  // Created without connecting, so rendering twice opens nothing; the effect connects it.
  const [socket] = useState(connectLiveGame);
  const enterRef = useRef(enter);

  useEffect(() => {
    enterRef.current = enter;
  });

  useEffect(() => {
    const takePlace = () => {
      void enterRef.current(socket).then((entered) => {
        if (typeof entered === 'string') return setError(entered);
        setError(null);
        setView(entered);
      });
    };
    socket.on('connect', takePlace);
    socket.on('live:view', setView);
    socket.on('live:answers', setAnswers);
    socket.connect();
    return () => {
      socket.off('connect', takePlace);
      socket.off('live:view', setView);
      socket.off('live:answers', setAnswers);
      socket.disconnect();
    };
  }, [socket]);

  const answerCount =
    view?.phase === 'question'
      ? Math.max(view.answerCount, answers.index === view.index ? answers.answerCount : 0)
      : 0;
  return { view, answerCount, error, socket };
}
