// The live preview of a draft: the questionnaire's own field renderer (ElementField) for each element, with
// display logic, computed values and grouped options evaluated by the engine in the browser, so the author sees
// exactly what people get. Answers typed here stay in the page; nothing is saved. An admin reading Spanish sees a
// draft offered in Spanish as people reading Spanish get it (its Spanish texts, the untranslated ones marked English).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementField } from '~/components/questionnaire/element-field';
import { DefinitionLanguageProvider } from '~/components/questionnaire/fields/shown-text';
import { compile, evaluate, localizeElement, type FormElement, type Language, type WorkflowDefinition } from '~/engine';
import { formReader, readPostedAnswer } from '~/answer-form/form-answers';
import { pagesOf } from './element-operations';

export interface PreviewOptions {
  /** 'Display All Form Elements': every element shows, whatever its display logic */
  showAll: boolean;
  /** 'Participating: Uni / Col' */
  collaborate: boolean;
}

function useEvaluation(definition: WorkflowDefinition, answers: Record<string, unknown>, options: PreviewOptions) {
  const compiled = useMemo(() => {
    try {
      return { ok: true as const, compiled: compile(definition) };
    } catch (error) {
      return { ok: false as const, message: error instanceof Error ? error.message : String(error) };
    }
  }, [definition]);
  const evaluation = useMemo(() => {
    if (!compiled.ok) return null;
    try {
      return evaluate(compiled.compiled, answers, { collaborate: options.collaborate, showAll: options.showAll });
    } catch {
      return null;
    }
  }, [compiled, answers, options.collaborate, options.showAll]);
  return { evaluation, problem: compiled.ok ? null : compiled.message };
}

/** The language a draft is previewed in: the admin's where the draft offers it, as the questionnaire shows it (ADR 035). */
export function usePreviewReading(definition: WorkflowDefinition): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'es' && definition.languages?.es?.offered ? 'es' : 'en';
}

export function BuilderPreview({
  definition,
  pageIndex,
  options,
  label,
  onAnswers,
}: {
  definition: WorkflowDefinition;
  pageIndex: number;
  options: PreviewOptions;
  label?: string;
  /** Step 7: the answers typed so far, for the processed file beside the preview. */
  onAnswers?: (answers: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation('builder', { keyPrefix: 'preview' });
  const named = label ?? t('default');
  const reading = usePreviewReading(definition);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const { evaluation, problem } = useEvaluation(definition, answers, options);
  const page = pagesOf(definition)[pageIndex];
  const elements = page ? definition.elements.slice(page.start, page.end) : [];
  const visible = new Set(evaluation?.visibleElementUids ?? elements.map((e) => e.uid));
  const messages = new Map<string, string[]>();
  for (const m of evaluation?.messages ?? []) messages.set(m.uid, [...(messages.get(m.uid) ?? []), m.message]);
  const labelOf = (uid: string) => {
    const q = definition.elements.find((e) => e.uid === uid);
    return q?.label ?? q?.title ?? '';
  };

  function readAnswers(form: HTMLFormElement) {
    const reader = formReader(new FormData(form));
    const next: Record<string, unknown> = { ...answers };
    for (const element of elements) {
      const reading = readPostedAnswer(element, reader);
      if (reading.kind === 'value') next[element.uid] = reading.value;
    }
    setAnswers(next);
    onAnswers?.(next);
  }

  return (
    <section aria-label={named} className="grid gap-4">
      {problem ? <p role="alert" className="text-danger">{t('cannotShow', { problem })}</p> : null}
      <DefinitionLanguageProvider value={reading}>
      <form
        className="grid gap-6"
        onChange={(event) => readAnswers(event.currentTarget)}
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('of', { label: named, page: page?.label ?? t('thePage') })}
      >
        {elements.map((element: FormElement) =>
          visible.has(element.uid) ? (
            <div key={element.uid} data-preview-uid={element.uid}>
              <ElementField
                element={localizeElement(element, reading)}
                value={answers[element.uid]}
                version={0}
                fingerprint=""
                messages={Object.hasOwn(answers, element.uid) ? (messages.get(element.uid) ?? []) : []}
                computedText={evaluation?.computed[element.uid]?.text}
                groupOptions={evaluation?.groupedOptions[element.uid]}
                groupingLabel={element.type === 'grouped-options' ? labelOf(element.groupingQuestion) : undefined}
                hydrated
                workflowState={definition.state}
              />
            </div>
          ) : null,
        )}
      </form>
      </DefinitionLanguageProvider>
    </section>
  );
}
