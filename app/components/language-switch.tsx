// The shell's language switch (issue 35): one button per other language, named in that language (and marked with
// its `lang`, so a screen reader says it right). A plain form post to /language, so it works without JavaScript;
// the page the person was on comes back in the chosen language.
import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { Button } from './ui/button';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    // no name on the form: a named form is a landmark, and the top bar needs none more
    <Form method="post" action="/language">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <Button key={language} type="submit" name="language" value={language} variant="ghost" size="sm" lang={language} title={t('language.switchTo', { language: LANGUAGE_NAMES[language] })}>
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Form>
  );
}
