// The 'Session Activity' dialog (JavaScript only; the server ends idle sessions on its own): after the idle time
// from settings without activity it warns 'Your session will expire in 60 seconds', counts down, and signs out
// at zero. Continue resets it; Logout signs out now. Activity also keeps the server session alive.
import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button';
import { ModalDialog } from './ui/dialog';

const WARNING_SECONDS = 60;
const KEEPALIVE_EVERY_MS = 30_000;
const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

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
      title="Session Activity"
      description={<p aria-live="polite">{`Your session will expire in ${secondsLeft ?? WARNING_SECONDS} seconds`}</p>}
    >
      <Button
        variant="secondary"
        onClick={() => {
          signingOut.current = true;
          signOut('user');
        }}
      >
        Logout
      </Button>
      <Button onClick={() => continueRef.current()}>Continue</Button>
    </ModalDialog>
  );
}
