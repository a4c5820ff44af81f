// A comment's box and its messages in the page's language (issue 35): the count, the spec's over-limit words and the
// button come from the questionnaire catalogue; a comment service's message is said in the page's language too.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CommentTextBox } from './comment-text-box';
import { questionnaireI18n, questionnaireTexts } from '../../../i18n/questionnaire-texts';
import type { Language } from '../../../i18n/languages';
import { commentMessageText } from '~/services/comments/panel-routing.server';
import { COMMENT_MESSAGES } from '~/services/comments/comment-text';
import { FIELD_COMMENT_MESSAGES } from '~/services/comments/field-comments.server';

const box = (language: Language, initial: string) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={questionnaireI18n(language)}>
      <CommentTextBox id="c" name="comment" label="L" initial={initial} intent="save-comment" hydrated={false} />
    </I18nextProvider>,
  );

describe('a comment box', () => {
  it("keeps the spec's English: 'characters: n / 1000', 'Character limit exceded!' and 'Save comment'", () => {
    const html = box('en', 'a'.repeat(1001));
    expect(html).toContain('characters: 1001 / 1000');
    expect(html).toContain('Character limit exceded!');
    expect(html).toContain('Save comment');
  });
  it('speaks Spanish in a Spanish page', () => {
    const html = box('es', 'a'.repeat(1001));
    expect(html).toContain('caracteres: 1001 / 1000');
    expect(html).toContain('¡Se superó el límite de caracteres!');
    expect(html).toContain('Guardar el comentario');
    expect(html).not.toMatch(/characters|exceded|Save comment/);
  });
});

describe("a comment service's message", () => {
  it('is said in the page language, and as it is without a catalogue or when it is not a comment message', () => {
    expect(commentMessageText(questionnaireTexts('es'), COMMENT_MESSAGES.saved)).toBe('¡Progreso guardado!');
    expect(commentMessageText(questionnaireTexts('es'), FIELD_COMMENT_MESSAGES.perRound)).toContain('como máximo 20 comentarios');
    expect(commentMessageText(questionnaireTexts('en'), FIELD_COMMENT_MESSAGES.perRound)).toBe(FIELD_COMMENT_MESSAGES.perRound);
    for (const text of [...Object.values(COMMENT_MESSAGES), ...Object.values(FIELD_COMMENT_MESSAGES)]) expect(commentMessageText(questionnaireTexts('en'), text)).toBe(text);
    expect(commentMessageText(undefined, COMMENT_MESSAGES.saved)).toBe('Progress saved!');
    expect(commentMessageText(questionnaireTexts('es'), 'The review was accepted.')).toBe('The review was accepted.');
  });
});
