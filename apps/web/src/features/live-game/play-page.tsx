import './live-game.css';
import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LIVE_GAME_LIMITS, LIVE_GAME_PIN_LENGTH, type LiveGameError } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/use-session';
import { TextField } from '../../shared/ui/text-field';
import { LiveGameError as ErrorNotice } from './live-game-error';
import { LivePlayer } from './live-player';

interface Entry {
  pin: string;
  nickname: string;
}

/** Errors that send the player back to the form to change what they typed. */
const FORM_ERRORS: readonly LiveGameError[] = ['not-found', 'nickname-required', 'nickname-taken'];

function JoinForm(props: {
  signedIn: boolean;
  error: LiveGameError | null;
  onJoin: (entry: Entry) => void;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [pin, setPin] = useState(searchParams.get('pin') ?? '');
  const [nickname, setNickname] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onJoin({ pin: pin.replace(/\D/g, ''), nickname: nickname.trim() });
  };
  return (
    <form className="live-join" onSubmit={submit}>
      {props.error ? <ErrorNotice error={props.error} /> : null}
      <TextField
        label={t('liveGame.join.pin')}
        value={pin}
        onChange={setPin}
        inputMode="numeric"
        autoComplete="off"
        required
        pattern={`\\d{${LIVE_GAME_PIN_LENGTH}}`}
        maxLength={LIVE_GAME_PIN_LENGTH + 2}
      />
      {props.signedIn ? null : (
        <TextField
          label={t('liveGame.join.nickname')}
          value={nickname}
          onChange={setNickname}
          autoComplete="nickname"
          required
          maxLength={LIVE_GAME_LIMITS.nickname}
        />
      )}
      <button type="submit" className="button">
        {t('liveGame.join.submit')}
      </button>
    </form>
  );
}

/** Joining a live class game (/play?pin=): students under their name, guests by nickname. */
export function PlayPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [entry, setEntry] = useState<Entry | null>(null);
  const [refused, setRefused] = useState<LiveGameError | null>(null);
  const onRefused = useCallback((error: LiveGameError) => {
    if (!FORM_ERRORS.includes(error)) return;
    setRefused(error);
    setEntry(null);
  }, []);
  return (
    <section className="panel live-game live-game--player" aria-labelledby="play-title">
      <h1 id="play-title">{t('liveGame.join.title')}</h1>
      {entry ? (
        <LivePlayer pin={entry.pin} nickname={entry.nickname} onRefused={onRefused} />
      ) : (
        <>
          <p>
            {user
              ? t('liveGame.join.introSignedIn', { name: user.name })
              : t('liveGame.join.intro')}
          </p>
          <JoinForm
            signedIn={user !== null}
            error={refused}
            onJoin={(joining) => {
              setRefused(null);
              setEntry(joining);
            }}
          />
        </>
      )}
    </section>
  );
}
