// The sign-up captcha. The server renders a small question that works without JavaScript; once JavaScript runs,
// the self-hosted ALTCHA widget replaces it and proves the work in the background.
import { useEffect, useRef } from 'react';
import { useHydrated } from '~/utils/use-hydrated';
import { FieldError } from './ui/field';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        auto?: string;
        hidefooter?: boolean | string;
        configuration?: string;
      };
    }
  }
}

export function Captcha({
  question,
  token,
  errors,
  errorId,
  onVerifiedChange,
}: {
  question: string;
  token: string;
  errors?: string[];
  errorId: string;
  onVerifiedChange?: (verified: boolean) => void;
}) {
  const hydrated = useHydrated();
  const widget = useRef<HTMLElement>(null);
  // the widget's element is rendered at once; it upgrades itself when the script defines it
  useEffect(() => {
    void import('altcha');
  }, []);
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      onVerifiedChange?.(state === 'verified');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [hydrated, onVerifiedChange]);

  return (
    <fieldset className="space-y-2" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="font-medium">Please confirm that you are a person</legend>
      {hydrated ? (
        <altcha-widget ref={widget} challenge="/resources/altcha-challenge" name="altcha" hidefooter="true" />
      ) : (
        <div>
          <input type="hidden" name="captchaChallenge" value={token} />
          <label htmlFor="captcha-answer" className="block">
            {question} <span className="text-muted">(type the answer as a number)</span>
          </label>
          <input
            id="captcha-answer"
            name="captchaAnswer"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors?.length ? true : undefined}
            className="mt-1 block w-32 rounded-md border border-line bg-white px-3 py-2"
          />
        </div>
      )}
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
