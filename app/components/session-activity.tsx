// The 'Session Activity' dialog (JavaScript only; the server ends idle sessions on its own): after the idle time
// from settings without activity it warns 'Your session will expire in 60 seconds', counts down, and signs out
// at zero. Continue resets it; Logout signs out now. Activity also keeps the server session alive. Continue has the
// focus when it opens (Radix keeps it inside and gives it back on close); the count is shown every second but
// announced only as it opens and at 30 and 10 seconds left (a live region read out every second drowns the page).
import { useLocation } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { DialogCancel, ModalDialog } from './ui/dialog';

const WARNING_SECONDS = 60;
const KEEPALIVE_EVERY_MS = 30_000;
const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
/** The seconds left at which a screen reader is told again (the dialog's description is read as it opens). */
const ANNOUNCE_AT = [30, 10] as const;

/** What the live region says with this many seconds left: the last threshold passed, or nothing before the first. */
export function countdownAnnouncement(secondsLeft: number | null, t: TFunction<'common'>): string {
  if (secondsLeft === null) return '';
  const passed = ANNOUNCE_AT.filter((threshold) => secondsLeft <= threshold).at(-1);
  return passed === undefined ? '' : t('sessionActivity.lessThan', { count: passed });
}

function signOut(reason: 'idle' | 'user') {
  // a real form submission, so the server clears the cookie and the browser follows its redirect
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/sign-out';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'reason';
  input.value = reason;
  form.append(input);
  document.body.append(form);
  form.submit();
}

export function SessionActivity({ idleTimeoutMinutes }: { idleTimeoutMinutes: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const lastActivity = useRef(0);
  const lastKeepAlive = useRef(0);
  const signingOut = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const continueRef = useRef<() => void>(() => {});

  // a page load or navigation reached the server, which counts as activity there too
  useEffect(() => {
    lastActivity.current = Date.now();
    lastKeepAlive.current = Date.now();
  }, [location.key]);

  useEffect(() => {
    const keepAlive = () => {
      lastKeepAlive.current = Date.now();
      void fetch('/resources/session', { method: 'POST', headers: { Accept: 'application/json' } })
        .then((response) => response.json() as Promise<{ active: boolean }>)
        .then((result) => {
          if (!result.active) window.location.assign('/sign-in?type=info&msg=' + encodeURIComponent('Your session ended after a period of inactivity. Please sign in again.'));
        })
        .catch(() => {});
    };
    const onActivity = () => {
      if (secondsLeftRef.current !== null) return; // while warning, only Continue counts
      lastActivity.current = Date.now();
      if (Date.now() - lastKeepAlive.current > KEEPALIVE_EVERY_MS) keepAlive();
    };
    const secondsLeftRef = { current: null as number | null };
    const tick = () => {
      const idleMs = Date.now() - lastActivity.current;
      const warnAfterMs = idleTimeoutMinutes * 60_000;
      if (idleMs < warnAfterMs) {
        secondsLeftRef.current = null;
        setSecondsLeft(null);
        return;
      }
      const left = Math.max(0, WARNING_SECONDS - Math.floor((idleMs - warnAfterMs) / 1000));
      secondsLeftRef.current = left;
      setSecondsLeft(left);
      if (left === 0 && !signingOut.current) {
        signingOut.current = true;
        signOut('idle');
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = setInterval(tick, 1000);
    continueRef.current = () => {
      lastActivity.current = Date.now();
      secondsLeftRef.current = null;
      setSecondsLeft(null);
      keepAlive();
    };
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(timer);
    };
  }, [idleTimeoutMinutes]);

  return (
    <ModalDialog
      open={secondsLeft !== null}
      title={t('sessionActivity.title')}
      description={
        <>
          <p>{t('sessionActivity.expiresIn', { count: secondsLeft ?? WARNING_SECONDS })}</p>
          <p aria-live="polite" className="sr-only" data-testid="session-countdown-announcement">
            {countdownAnnouncement(secondsLeft, t)}
          </p>
        </>
      }
    >
      <Button
        variant="secondary"
        onClick={() => {
          signingOut.current = true;
          signOut('user');
        }}
      >
        {t('sessionActivity.logout')}
      </Button>
      <DialogCancel asChild>
        <Button onClick={() => continueRef.current()}>{t('sessionActivity.continue')}</Button>
      </DialogCancel>
    </ModalDialog>
  );
}
