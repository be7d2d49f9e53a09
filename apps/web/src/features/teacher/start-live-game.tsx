import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  API_ROUTES,
  fillRoute,
  LIVE_GAME_MODES,
  LiveGameCreatedSchema,
  type Class,
  type LiveGameInput,
  type LiveGameMode,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { errorMessage } from '../../shared/api/error-message';
import { useTranslation } from '../../shared/i18n/i18n';
import { liveGameHostRoute } from '../../shared/routes';
import { SelectField } from '../../shared/ui/text-field';

const useStartLiveGame = (classId: string) =>
  useMutation({
    mutationFn: (game: LiveGameInput) =>
      apiRequest(fillRoute(API_ROUTES.classes.games, { classId }), {
        method: 'POST',
        body: game,
        schema: LiveGameCreatedSchema,
      }),
  });

/** Live game: choose a class deck and a game, then open the projector view with its PIN. */
export function StartLiveGame({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartLiveGame(schoolClass._id);
  const decks = schoolClass.decks.filter((deck) => deck.events.length > 0);
  const [deckTitle, setDeckTitle] = useState('');
  const [mode, setMode] = useState<LiveGameMode>('master');
  const [allowGuests, setAllowGuests] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { deckTitle, mode, allowGuests },
      { onSuccess: (created) => void navigate(liveGameHostRoute(created.pin)) },
    );
  };

  return (
    <section aria-labelledby="start-live-title">
      <h2 id="start-live-title">{t('classes.menu.live')}</h2>
      <p>{t('liveGame.start.intro')}</p>
      {decks.length === 0 ? (
        <p className="empty-state">{t('liveGame.start.noDecks')}</p>
      ) : (
        <form className="live-start" onSubmit={submit}>
          {start.isError ? (
            <p className="notice notice--error" role="alert">
              {errorMessage(t, start.error, 'liveGame.start.failed')}
            </p>
          ) : null}
          <SelectField
            label={t('liveGame.start.deck')}
            required
            value={deckTitle}
            onChange={setDeckTitle}
          >
            <option value="">{t('liveGame.start.chooseDeck')}</option>
            {decks.map((deck) => (
              <option key={deck._id} value={deck.title}>
                {deck.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('liveGame.start.mode')}
            value={mode}
            onChange={(value) => setMode(value as LiveGameMode)}
          >
            {LIVE_GAME_MODES.map((option) => (
              <option key={option} value={option}>
                {t(`quiz.modes.${option}`)}
              </option>
            ))}
          </SelectField>
          <label className="checkbox-label">
            <input
              type="checkbox"
              checked={allowGuests}
              onChange={(event) => setAllowGuests(event.target.checked)}
            />
            {t('liveGame.start.allowGuests')}
          </label>
          <button type="submit" className="button" disabled={start.isPending || deckTitle === ''}>
            {t('liveGame.start.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
