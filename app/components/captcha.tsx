// The sign-up captcha. The server renders a small question that works without JavaScript; once JavaScript runs,
// the self-hosted ALTCHA widget replaces it and proves the work in the background.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
        /** the widget's language, whose words its i18n module registers */
        language?: string;
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
  question: { terms: [number, number] };
  token: string;
  errors?: string[];
  errorId: string;
  onVerifiedChange?: (verified: boolean) => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const hydrated = useHydrated();
  const widget = useRef<HTMLElement>(null);
  const number = (n: number) => t(`captcha.numbers.n${n}` as 'captcha.numbers.n1');
  // the widget's element is rendered at once; it upgrades itself when the script defines it
  const spanish = i18n.language === 'es';
  useEffect(() => {
    void import('altcha');
    // the widget's own words in Spanish come with the library (Latin American Spanish)
    if (spanish) void import('altcha/i18n/es-419');
  }, [spanish]);
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
      <legend className="font-medium">{t('captcha.legend')}</legend>
      {hydrated ? (
        <altcha-widget
          ref={widget}
          challenge="/resources/altcha-challenge"
          name="altcha"
          hidefooter="true"
          language={spanish ? 'es-419' : undefined}
        />
      ) : (
        <div>
          <input type="hidden" name="captchaChallenge" value={token} />
          <label htmlFor="captcha-answer" className="block">
            {t('captcha.question', { a: number(question.terms[0]), b: number(question.terms[1]) })}{' '}
            <span className="text-muted">{t('captcha.asNumber')}</span>
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
