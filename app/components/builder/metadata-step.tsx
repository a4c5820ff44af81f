// Step 1, Add Metadata (workflow-builder.md §2): name, 'Use Children?' (both, With Kids, Without Kids), state,
// type by state, 'Use Counties?' with the state's counties minus those other forms of the same state and children
// option use, description and jurisdiction; and the warning when the state already has a form of that type and
// children option.
import { useTranslation } from 'react-i18next';
import { FormMessage } from '~/components/ui/field';
import { US_STATES, missingTranslations, type WorkflowDefinition } from '~/engine';
import { useSayFinding } from '~/i18n/engine-texts';
import { duplicatesAmong, usedCountiesAmong, type BuilderProblem, type FormSummary } from '~/services/builder/definition';
import type { BuilderAction } from './builder-history';

export interface MetadataChoices {
  countiesByState: Record<string, string[]>;
  otherForms: FormSummary[];
  workflowTypes: { title: string; states: string[] }[];
}

const inputClass = 'w-full rounded-md border border-line px-3 py-2';

type ChildrenChoice = 'both' | 'with' | 'without';
const CHILDREN_CHOICES: [ChildrenChoice, 'childrenBoth' | 'childrenWith' | 'childrenWithout'][] = [
  ['both', 'childrenBoth'],
  ['with', 'childrenWith'],
  ['without', 'childrenWithout'],
];

export function MetadataStep({ definition, choices, problems, dispatch }: { definition: WorkflowDefinition; choices: MetadataChoices; problems: BuilderProblem[]; dispatch: (action: BuilderAction) => void }) {
  const set = (patch: Partial<WorkflowDefinition>, key: string) => dispatch({ type: 'edit', key: `metadata.${key}`, change: (d) => ({ ...d, ...patch }) });
  const useChildren = definition.childrenOptions !== 'N/A';
  const stateCounties = choices.countiesByState[definition.state] ?? [];
  const used = new Set(usedCountiesAmong(choices.otherForms, definition));
  const offered = stateCounties.filter((c) => !used.has(c));
  const types = choices.workflowTypes.filter((t) => t.states.includes(definition.state));
  const typeOptions = types.some((t) => t.title === definition.type) || !definition.type ? types.map((t) => t.title) : [definition.type, ...types.map((t) => t.title)];
  const duplicates = definition.state && definition.type ? duplicatesAmong(choices.otherForms, definition) : [];
  const workflowProblems = problems.filter((p) => p.elementUid === null && !p.field.startsWith('documents') && !p.field.startsWith('displayLogicLibrary'));
  const say = useSayFinding();
  const problemAt = (field: string) => workflowProblems.filter((p) => p.field === field).map(say);
  const { t } = useTranslation('builder', { keyPrefix: 'metadata' });

  return (
    <form className="grid max-w-2xl gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t('label')}>
      <div className="grid gap-1">
        <label htmlFor="meta-name" className="font-medium">
          {t('name')}
        </label>
        <input id="meta-name" lang="en" className={inputClass} value={definition.name} onChange={(e) => set({ name: e.target.value }, 'name')} />
        {problemAt('name').map((m) => (
          <p key={m} className="text-sm text-danger">
            {m}
          </p>
        ))}
      </div>

      <fieldset className="grid gap-2">
        <legend className="font-medium">{t('children')}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" role="switch" className="size-5 accent-brand" checked={useChildren} onChange={(e) => set({ childrenOptions: e.target.checked ? 'both' : 'N/A' }, 'children')} />
          {t('useChildren')}
        </label>
        {useChildren ? (
          <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('childrenOption')}>
            {CHILDREN_CHOICES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="childrenOptions" className="size-5 accent-brand" checked={definition.childrenOptions === value} onChange={() => set({ childrenOptions: value }, 'children')} />
                {t(label)}
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-1">
        <label htmlFor="meta-state" className="font-medium">
          {t('state')}
        </label>
        <select id="meta-state" className={inputClass} value={definition.state} onChange={(e) => set({ state: e.target.value, counties: [], useCounties: false }, 'state')}>
          <option value="">{t('noState')}</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>

      <div className="grid gap-1">
        <label htmlFor="meta-type" className="font-medium">
          {t('type')}
        </label>
        <select id="meta-type" className={inputClass} value={definition.type} onChange={(e) => set({ type: e.target.value }, 'type')}>
          <option value="">{t('noType')}</option>
          {typeOptions.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
        {definition.state && types.length === 0 ? <p className="text-sm text-muted">{t('noTypeInState', { state: definition.state })}</p> : null}
      </div>

      {duplicates.length > 0 ? (
        <FormMessage type="warning">{t('duplicate', { state: definition.state, type: definition.type, forms: duplicates.join(', ') })}</FormMessage>
      ) : null}

      {stateCounties.length > 0 && useChildren ? (
        <fieldset className="grid gap-2">
          <legend className="font-medium">{t('counties')}</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" role="switch" className="size-5 accent-brand" checked={definition.useCounties} onChange={(e) => set({ useCounties: e.target.checked, counties: e.target.checked ? definition.counties : [] }, 'useCounties')} />
            {t('useCounties')}
          </label>
          {definition.useCounties ? (
            <>
              <label htmlFor="meta-counties" className="text-sm">
                {t('countiesChoice')}
              </label>
              <select
                id="meta-counties"
                multiple
                size={Math.min(10, Math.max(3, offered.length))}
                className={inputClass}
                value={definition.counties}
                onChange={(e) => set({ counties: Array.from(e.target.selectedOptions, (o) => o.value) }, 'counties')}
              >
                {offered.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </select>
              {used.size > 0 ? <p className="text-sm text-muted">{t('countiesUsed', { state: definition.state, counties: [...used].join(', ') })}</p> : null}
            </>
          ) : null}
        </fieldset>
      ) : null}

      <div className="grid gap-1">
        <label htmlFor="meta-description" className="font-medium">
          {t('description')}
        </label>
        <textarea id="meta-description" lang="en" className={inputClass} rows={3} value={definition.description ?? ''} onChange={(e) => set({ description: e.target.value }, 'description')} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="meta-jurisdiction" className="font-medium">
          {t('jurisdiction')}
        </label>
        <input id="meta-jurisdiction" lang="en" className={inputClass} value={definition.jurisdiction ?? ''} onChange={(e) => set({ jurisdiction: e.target.value }, 'jurisdiction')} />
      </div>
      <SpanishSetting definition={definition} set={set} />
    </form>
  );
}

/**
 * Whether the workflow is offered in Spanish and whether its Spanish texts have been reviewed (ADR 035), part of the
 * published version, with the Spanish name and how many texts still lack their Spanish version (publishing refuses
 * them while Spanish is offered).
 */
function SpanishSetting({ definition, set }: { definition: WorkflowDefinition; set: (patch: Partial<WorkflowDefinition>, key: string) => void }) {
  const spanish = definition.languages?.es;
  const missing = missingTranslations(definition, 'es').length;
  const { t } = useTranslation('builder', { keyPrefix: 'metadata' });
  const setSpanish = (patch: { offered?: boolean; reviewed?: boolean }) =>
    set({ languages: { ...definition.languages, es: { offered: spanish?.offered ?? false, ...(spanish?.reviewed !== undefined ? { reviewed: spanish.reviewed } : {}), ...patch } } }, 'languages');
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium">{t('languages')}</legend>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand" checked={spanish?.offered ?? false} onChange={(e) => setSpanish({ offered: e.target.checked })} />
        {t('offerSpanish')}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand" checked={spanish?.reviewed ?? false} onChange={(e) => setSpanish({ reviewed: e.target.checked })} />
        {t('spanishReviewed')}
      </label>
      <label htmlFor="meta-name-es" className="font-medium">
        {t('nameInSpanish')}
      </label>
      <input id="meta-name-es" lang="es" className={inputClass} value={definition.translations?.es?.name ?? ''} onChange={(e) => set({ translations: { ...definition.translations, es: { ...definition.translations?.es, name: e.target.value } } }, 'translations')} />
      <p className="text-sm text-muted" data-testid="spanish-missing">
        {missing === 0 ? t('allTranslated') : t(spanish?.offered ? 'missingOffered' : 'missing', { count: missing })}
      </p>
    </fieldset>
  );
}
