// A grouped-options element's groups (workflow-builder.md §3): for each answer of its grouping question, the options
// people are offered when they gave that answer, one per line. Groups of answers the question no longer has are
// listed apart so the author can remove them.
import { useTranslation } from 'react-i18next';
import type { ElementOfType, WorkflowDefinition } from '~/engine';
import { inputClass, Problems, smallButtonClass } from './attribute-controls';

type Groups = ElementOfType<'grouped-options'>['groupingOptions'];

/** The answers of the grouping question (a state-select without its own list offers the states). */
export function groupingAnswers(definition: WorkflowDefinition, questionUid: string, states: readonly string[]): string[] | null {
  const question = definition.elements.find((e) => e.uid === questionUid);
  if (!question || (question.type !== 'single-select' && question.type !== 'state-select')) return null;
  return question.options ?? (question.type === 'state-select' ? [...states] : []);
}

export function GroupedOptionsEditor({
  id,
  answers,
  groups,
  onChange,
  problems,
}: {
  id: string;
  answers: string[] | null;
  groups: Groups;
  onChange: (groups: Groups, key: string | null) => void;
  problems: string[];
}) {
  const { t } = useTranslation('builder');
  const stale = Object.keys(groups).filter((answer) => !answers?.includes(answer));
  const set = (answer: string, text: string) => onChange({ ...groups, [answer]: text.split('\n') }, answer);
  return (
    <fieldset className="grid gap-2 rounded-md border border-line p-2">
      <legend className="text-sm font-medium">{t('editors.grouped.legend')}</legend>
      <Problems id={`${id}-problem`} messages={problems} />
      {answers === null ? <p className="text-sm text-muted">{t('editors.grouped.chooseFirst')}</p> : null}
      {(answers ?? []).map((answer, index) => (
        <div key={answer} className="grid gap-1">
          <label htmlFor={`${id}-${index}`} className="text-sm">
            {t('editors.grouped.optionsFor', { answer })}
          </label>
          <textarea
            id={`${id}-${index}`}
            className={inputClass}
            rows={3}
            value={(groups[answer] ?? []).join('\n')}
            onChange={(e) => set(answer, e.target.value)}
            onBlur={(e) => onChange({ ...groups, [answer]: e.target.value.split('\n').map((o) => o.trim()).filter(Boolean) }, answer)}
          />
        </div>
      ))}
      {stale.map((answer) => (
        <p key={answer} className="flex items-center gap-2 text-sm">
          {t('editors.grouped.stale', { answer })}
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => onChange(Object.fromEntries(Object.entries(groups).filter(([key]) => key !== answer)), null)}
          >
            {t('editors.grouped.remove', { answer })}
          </button>
        </p>
      ))}
    </fieldset>
  );
}
