import type { ReactNode } from 'react';
import { Countdown, type CountdownProps } from './countdown';
import { QuitButton } from './quit-button';

/** The bar above a timed question: where the player is, the countdown, and Quit. */
export function RoundBar(props: {
  progress: ReactNode;
  timer?: CountdownProps;
  onQuit: () => void;
}) {
  return (
    <div className="quiz__bar">
      {props.progress}
      {props.timer ? <Countdown {...props.timer} /> : null}
      <QuitButton onQuit={props.onQuit} />
    </div>
  );
}
