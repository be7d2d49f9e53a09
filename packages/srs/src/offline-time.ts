/** How long an answer made offline may wait to be sent and still count at the time it was made. */
export const OFFLINE_ANSWER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an answer sent later (a review or a game made offline) counts as made: the time the
 * browser says, kept between the card's last review (or `OFFLINE_ANSWER_DAYS` ago) and now, so
 * a wrong clock can neither schedule from the future nor rewrite history. Now when it says none.
 */
export function answeredAt(claimed: string | undefined, now: Date, notBefore: Date | null): Date {
  if (claimed === undefined) return now;
  const time = Date.parse(claimed);
  if (Number.isNaN(time)) return now;
  const earliest = Math.max(
    now.getTime() - OFFLINE_ANSWER_DAYS * DAY_MS,
    notBefore?.getTime() ?? 0,
  );
  return new Date(Math.min(now.getTime(), Math.max(earliest, time)));
}
