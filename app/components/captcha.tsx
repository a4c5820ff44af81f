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
        configuration?: string;
        /** the widget's language, whose words its i18n module registers */
        language?: string;
      };
    }
  }
}

/** What the ALTCHA script puts on globalThis: its store of languages' words. */
interface AltchaGlobal {
  $altcha?: { i18n: { set: (language: string, texts: Record<string, string>) => void } };
}

/** No 'Protected by ALTCHA' footer under the box, as before version 3. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

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
  // ALTCHA looks a language up by its code in lower case (en-xa)
  const language = i18n.language.toLowerCase();
  const widgetTexts = JSON.stringify(t('captcha.widget', { returnObjects: true }));
  useEffect(() => {
    // the widget's own words come from the catalogue in the page's language, registered under its code (ALTCHA's
    // language store, which the library's own language modules fill the same way)
    void import('altcha').then(() => (globalThis as unknown as AltchaGlobal).$altcha?.i18n.set(language, JSON.parse(widgetTexts) as Record<string, string>));
  }, [language, widgetTexts]);
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
          // ALTCHA 3 reads its options from `configuration` (the `hidefooter` attribute of version 2 is ignored)
          configuration={WIDGET_CONFIGURATION}
          language={language}
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
