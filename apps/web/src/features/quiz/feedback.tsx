import type { ReactNode } from 'react';

/** The verdict on an answer, announced as soon as it appears. */
export function Feedback({ correct, children }: { correct: boolean; children: ReactNode }) {
  return (
    <p className={`feedback feedback--${correct ? 'correct' : 'wrong'}`} role="status">
      {children}
    </p>
  );
}
