import { useState } from 'react';
import type { AccountSession } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { errorMessage } from '../../shared/api/error-message';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './api/account-api';
import { describeDevice } from './device-name';

function useDeviceName() {
  const { t } = useTranslation();
  return (userAgent: string) => {
    const { browser, system } = describeDevice(userAgent);
    if (browser && system) return t('account.deviceOn', { browser, os: system });
    return browser ?? system ?? t('account.unknownDevice');
  };
}

/** The account's signed-in browsers, this one first marked, each with its own "Sign out". */
export function SessionsSection() {
  const { t, language } = useTranslation();
  const deviceName = useDeviceName();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string }>();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const signOut = (session: AccountSession) =>
    endOne.mutate(session._id, {
      onSuccess: () => setOutcome({ kind: 'success', message: t('account.signedOutOne') }),
      onError: (error) =>
        setOutcome({ kind: 'error', message: errorMessage(t, error, 'account.signOutFailed') }),
    });

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'success', message: t('account.signedOutOthers') }),
      onError: (error) =>
        setOutcome({ kind: 'error', message: errorMessage(t, error, 'account.signOutFailed') }),
    });

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('account.sessionsTitle')}</h2>
      <p>{t('account.sessionsText')}</p>
      {outcome ? (
        <p
          className={`notice notice--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </p>
      ) : null}
      {sessions.isError ? (
        <p className="notice notice--error" role="alert">
          {errorMessage(t, sessions.error, 'account.sessionsFailed')}
        </p>
      ) : null}
      <ul className="session-list">
        {list.map((session) => (
          <li key={session._id} className="session-list__item">
            <div>
              <strong>{deviceName(session.userAgent)}</strong>
              {session.current ? (
                <span className="session-list__badge">{t('account.thisDevice')}</span>
              ) : null}
              <div className="session-list__seen">
                {t('account.lastSeen', { when: when.format(new Date(session.lastSeenAt)) })}
              </div>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('account.signOutSessionLabel', {
                  device: deviceName(session.userAgent),
                })}
                disabled={endOne.isPending}
                onClick={() => signOut(session)}
              >
                {t('account.signOutSession')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions.isSuccess && others.length === 0 ? (
        <p className="empty-state">{t('account.noOtherSessions')}</p>
      ) : null}
      {others.length > 0 ? (
        <button
          type="button"
          className="button button--danger"
          disabled={endOthers.isPending}
          onClick={signOutOthers}
        >
          {t('account.signOutOthers')}
        </button>
      ) : null}
    </section>
  );
}
