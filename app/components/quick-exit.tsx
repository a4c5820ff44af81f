// 'Exit this page', as the GOV.UK Design System's component: a person may be preparing to leave someone who watches
// their screen. The button, or Shift pressed three times, leaves at once for a neutral site, replacing this page in
// the history so that Back does not bring it up again, and hides the page while the other one loads. Without
// JavaScript it is a plain link to the same site (the browser keeps this page in its history then).
import { LogOut } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A neutral page with nothing to do with separation or the law (the US National Weather Service). */
export const QUICK_EXIT_URL = 'https://www.weather.gov/';
/** Shift pressed this many times, each within this long of the one before, leaves the page (GOV.UK's numbers). */
const SHIFT_PRESSES = 3;
const SHIFT_WITHIN_MS = 5000;

function leave() {
  window.location.replace(QUICK_EXIT_URL);
}

export function QuickExit() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // a Shift counts when it is let go with no other key pressed while it was held: Shift+Tab three times (walking
    // back through a form) must not leave the page; any other key starts the count again
    let presses: number[] = [];
    let otherKey = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Shift') {
        otherKey = true;
        presses = [];
      } else if (!event.repeat) otherKey = false;
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'Shift' || otherKey) return;
      const now = event.timeStamp;
      presses = [...presses.filter((t) => now - t < SHIFT_WITHIN_MS), now];
      if (presses.length >= SHIFT_PRESSES) {
        setLeaving(true);
        leave();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLeaving(true);
    leave();
  };
  return (
    <>
      <a
        href={QUICK_EXIT_URL}
        rel="nofollow noreferrer"
        onClick={onClick}
        data-testid="quick-exit"
        aria-describedby="quick-exit-hint"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-danger px-3 text-sm font-semibold text-white no-underline hover:bg-red-800 hover:text-white"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('quickExit.label')}
      </a>
      <span id="quick-exit-hint" className="sr-only">
        {t('quickExit.hint')}
      </span>
      {/* covers the page at once, so nothing of it stays on screen while the neutral site loads */}
      {leaving ? <div aria-hidden="true" className="fixed inset-0 z-[100] bg-white" /> : null}
    </>
  );
}
