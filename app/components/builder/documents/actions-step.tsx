// Step 6, Actions (workflow-builder.md §2 step 6, §3 Action, §4, §5, §9): the rule's actions list with its search,
// the legend of the current page, the Current Action panel editing every field of the action, and the placement
// preview. After each change the server renders the document (the engine's renderDocuments, sample answers) and
// the page is drawn again from that PDF, under a loading overlay while it runs.
import { keywordState, NoResults, SEARCH_ERROR_CLASS } from '~/components/ui/no-results';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { FormMessage } from '~/components/ui/field';
import {
  FONT_FAMILIES,
  HORIZONTAL_MESSAGE,
  MARK_SIZES,
  SIGNATURE_DATE_FORMATS,
  TEXT_ALIGNS,
  TEXT_COLORS,
  TEXT_DECORATIONS,
  type Action,
  type ActionLocation,
  type ActionType,
  type Margins,
  type WorkflowDefinition,
} from '~/engine';
import { randomId } from '~/services/builder/definition';
import type { BuilderAction } from '../builder-history';
import { printableQuestions } from '../logic/logic-operations';
import { actionsRuleOf, rulesOf } from '../rules/rule-operations';
import {
  actionChoices,
  actionKindIn,
  actionNameIn,
  actionsOnPage,
  addAction,
  deleteAction,
  patchAction,
  searchActions,
  withActionRule,
} from './action-operations';
import { currentDocumentOf, DocumentSelector } from './documents-step';
import { TemplatePageView } from './pdf-view';
import { defaultLocation, isMarkAction, newAction, positionProblem } from './placement';
import { PlacementEditor } from './placement-editor';
import { PageStepper, RenderedPage, useRenderedPreview } from './rendered-preview';

// Tiptap is loaded when a text-editor action is opened: the builder's own chunk stays within its budget
const TextEditorAction = lazy(() =>
  import('./text-editor/text-editor-action').then((m) => ({ default: m.TextEditorAction })),
);

type Dispatch = (action: BuilderAction) => void;
const inputClass = 'min-h-10 w-full rounded-md border border-line bg-white px-2 py-1.5';
/** A letter page is 612 points wide: at scale 1 a point is a CSS pixel. The preview starts at 0.5 (§9). */
const LETTER_WIDTH_PX = 612;
const ZOOM_SCALES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

function Field({ label, children, problem }: { label: string; children: ReactNode; problem?: string }) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      {children}
      {problem ? <span className="font-normal text-danger">{problem}</span> : null}
    </label>
  );
}

/** A choice among fixed words (a size, a font, a colour…) for one attribute of the action. */
function ChoiceField<T extends string>({ label, value, choices, onChange }: { label: string; value: T; choices: readonly T[]; onChange: (value: T) => void }) {
  return (
    <Field label={label}>
      <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </Field>
  );
}

/** One number of an action's location, with the spec's range message (§5 positions) and its own undo step. */
function LocationField({
  label,
  field,
  location,
  onChange,
}: {
  label: string;
  field: 'x' | 'y' | 'startX' | 'startY' | 'width' | 'height';
  location: ActionLocation;
  onChange: (patch: Partial<ActionLocation>, field: string) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <NumberField
      label={label}
      value={location[field]}
      problemOf={(n) => {
        const problem = positionProblem(field, n);
        // the engine's English message, said by its range
        return problem && t('currentAction.range', { max: problem === HORIZONTAL_MESSAGE ? 100 : 120 });
      }}
      onChange={(value) => onChange({ [field]: value }, field)}
    />
  );
}

function NumberField({
  label,
  value,
  onChange,
  problemOf,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  problemOf?: (value: number) => string | undefined;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  const { t } = useTranslation('documents');
  // the value moved from outside (a drag, an arrow key): the field follows it
  if (value !== shown) {
    setShown(value);
    setText(value === undefined ? '' : String(value));
  }
  const problem =
    problemOf?.(Number(text)) ?? (text.trim() === '' || Number.isNaN(Number(text)) ? t('currentAction.enterNumber') : undefined);
  return (
    <Field label={label} problem={problem}>
      <input
        className={inputClass}
        inputMode="decimal"
        value={text}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = Number(e.target.value);
          if (e.target.value.trim() !== '' && !Number.isNaN(next) && !problemOf?.(next)) {
            setShown(next);
            onChange(next);
          }
        }}
      />
    </Field>
  );
}

function MarginsFields({
  label,
  margins,
  onChange,
}: {
  label: string;
  margins: Margins | undefined;
  onChange: (margins: Margins) => void;
}) {
  const value = margins ?? { top: 1, bottom: 1, left: 1, right: 1 };
  const { t } = useTranslation('documents');
  return (
    <fieldset className="grid grid-cols-4 gap-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {(['top', 'bottom', 'left', 'right'] as const).map((side) => (
        <NumberField
          key={side}
          label={t(`currentAction.margins.${side}`)}
          value={value[side]}
          problemOf={(n) =>
            n >= 0 && n <= (side === 'top' || side === 'bottom' ? 5 : 4)
              ? undefined
              : t('currentAction.inches', { max: side === 'top' || side === 'bottom' ? 5 : 4 })
          }
          onChange={(n) => onChange({ ...value, [side]: n })}
        />
      ))}
    </fieldset>
  );
}

function CurrentAction({
  action,
  definition,
  pageCount,
  formId,
  onPatch,
  onDelete,
}: {
  action: Action;
  definition: WorkflowDefinition;
  pageCount: number;
  formId: string | null;
  onPatch: (patch: Partial<Action>, key: string) => void;
  onDelete: () => void;
}) {
  const location = action.location;
  const setLocation = (patch: Partial<ActionLocation>, field: string) =>
    onPatch({ location: { ...location, ...patch } }, `${action.uid}-${field}`);
  const questions = printableQuestions(definition);
  const text =
    !isMarkAction(action.type) &&
    !['custom-image', 'signature-pad', 'pet-signature-img', 'resp-signature-img'].includes(action.type);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const { t } = useTranslation('documents');
  async function uploadImage(file: File | undefined) {
    if (!file || !formId) return;
    const body = new FormData();
    body.set('file', file);
    const answer = (await fetch(`/manage-workflows/${encodeURIComponent(formId)}/documents/upload`, {
      method: 'POST',
      body,
    })
      .then((r) => r.json())
      .catch(() => ({ ok: false, message: t('currentAction.uploadFailed') }))) as {
      ok: boolean;
      ref?: string;
      kind?: string;
      message?: string;
    };
    if (!answer.ok || answer.kind !== 'image')
      return setImageMessage(answer.message ?? t('currentAction.notAccepted'));
    setImageMessage(null);
    onPatch({ image: answer.ref }, `${action.uid}-image`);
  }
  if (action.type === 'fill-field')
    // a form field's fill is placed by the field itself: its question is chosen here or in step 4's mapping table
    return (
      <section aria-label={t('currentAction.title')} className="grid gap-3 rounded-lg border border-line bg-white p-3">
        <h3 className="font-semibold">{t('currentAction.title')}</h3>
        <p className="text-sm">{t('currentAction.fills', { field: action.field ?? '', page: location.page })}</p>
        <Field label={t('currentAction.question')}>
          <select className={inputClass} value={action.question ?? ''} onChange={(e) => onPatch({ question: e.target.value || undefined }, `${action.uid}-question`)}>
            <option value="">{t('currentAction.chooseQuestion')}</option>
            {questions.map((q) => (
              <option key={q.uid} value={q.uid}>
                {q.title || q.uid}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
            {t('currentAction.delete')}
          </Button>
        </div>
      </section>
    );
  return (
    <section aria-label={t('currentAction.title')} className="grid gap-3 rounded-lg border border-line bg-white p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('currentAction.title')}</h3>
        <span className="rounded bg-brand-soft px-2 text-xs">{actionKindIn(t)(action.type)}</span>
      </div>
      <Field label={t('currentAction.titleField')}>
        <input
          className={inputClass}
          value={action.title ?? ''}
          onChange={(e) => onPatch({ title: e.target.value }, `${action.uid}-title`)}
        />
      </Field>
      <Field label={t('currentAction.page')}>
        <select
          className={inputClass}
          value={location.page}
          onChange={(e) => setLocation({ page: Number(e.target.value) }, 'page')}
        >
          {Array.from({ length: pageCount }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </Field>
      {action.type === 'text-editor' && location.startX === undefined ? null : isMarkAction(action.type) ? (
        <div className="grid grid-cols-3 gap-2">
          <LocationField label={t('currentAction.x')} field="x" location={location} onChange={setLocation} />
          <LocationField label={t('currentAction.y')} field="y" location={location} onChange={setLocation} />
          <ChoiceField
            label={t('currentAction.size')}
            value={action.size ?? 'md'}
            choices={MARK_SIZES}
            onChange={(size) => onPatch({ size }, `${action.uid}-size`)}
          />
        </div>
      ) : (
        <div className="grid grid-cols-4 gap-2">
          <LocationField label={t('currentAction.x')} field="startX" location={location} onChange={setLocation} />
          <LocationField label={t('currentAction.y')} field="startY" location={location} onChange={setLocation} />
          <LocationField label={t('currentAction.width')} field="width" location={location} onChange={setLocation} />
          <LocationField label={t('currentAction.height')} field="height" location={location} onChange={setLocation} />
        </div>
      )}
      {action.type === 'text-static' ? (
        <Field label={t('currentAction.staticText')}>
          <textarea
            className={inputClass}
            rows={3}
            value={action.staticText ?? ''}
            onChange={(e) => onPatch({ staticText: e.target.value }, `${action.uid}-staticText`)}
          />
        </Field>
      ) : null}
      {action.type === 'text-from-question' ||
      action.type === 'signature-pad' ||
      (action.type === 'custom-image' && action.variant === 'image-from-survey') ? (
        <Field label={t('currentAction.question')}>
          <select
            className={inputClass}
            value={action.question ?? ''}
            onChange={(e) => onPatch({ question: e.target.value || undefined }, `${action.uid}-question`)}
          >
            <option value="">{t('currentAction.chooseQuestion')}</option>
            {questions
              .filter((q) =>
                action.type === 'signature-pad'
                  ? q.type === 'signature-pad'
                  : action.type === 'custom-image'
                    ? q.type === 'file-input'
                    : true,
              )
              .map((q) => (
                <option key={q.uid} value={q.uid}>
                  {q.title || q.uid}
                </option>
              ))}
          </select>
        </Field>
      ) : null}
      {action.type === 'custom-image' ? (
        <>
          <Field label={t('currentAction.imageFrom')}>
            <select
              className={inputClass}
              value={action.variant ?? 'image-from-upload'}
              onChange={(e) => onPatch({ variant: e.target.value as Action['variant'] }, `${action.uid}-variant`)}
            >
              <option value="image-from-upload">{t('currentAction.uploadedImage')}</option>
              <option value="image-from-survey">{t('currentAction.surveyAnswer')}</option>
            </select>
          </Field>
          {action.variant !== 'image-from-survey' ? (
            <Field label={action.image ? t('currentAction.image', { name: action.image.split('/').pop() }) : t('currentAction.uploadImage')}>
              <input type="file" accept=".png,.jpg,.jpeg" onChange={(e) => void uploadImage(e.target.files?.[0])} />
            </Field>
          ) : null}
          {imageMessage ? <FormMessage type="info">{imageMessage}</FormMessage> : null}
        </>
      ) : null}
      {text ? (
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label={t('currentAction.fontSize')}
            value={action.fontSize ?? 12}
            problemOf={(n) => (n > 0 && n <= 144 ? undefined : t('currentAction.fontSizeRange'))}
            onChange={(fontSize) => onPatch({ fontSize }, `${action.uid}-fontSize`)}
          />
          <ChoiceField
            label={t('currentAction.font')}
            value={action.fontFamily ?? 'Times New Roman'}
            choices={FONT_FAMILIES}
            onChange={(fontFamily) => onPatch({ fontFamily }, `${action.uid}-font`)}
          />
          <ChoiceField
            label={t('currentAction.colour')}
            value={action.textColor ?? 'black'}
            choices={TEXT_COLORS}
            onChange={(textColor) => onPatch({ textColor }, `${action.uid}-color`)}
          />
          <ChoiceField
            label={t('currentAction.align')}
            value={action.textAlign ?? 'left'}
            choices={TEXT_ALIGNS}
            onChange={(textAlign) => onPatch({ textAlign }, `${action.uid}-align`)}
          />
          <fieldset className="col-span-2 flex gap-3 text-sm">
            <legend className="sr-only">{t('currentAction.decoration')}</legend>
            {TEXT_DECORATIONS.map((decoration) => (
              <label key={decoration} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={action.textDecoration?.includes(decoration) ?? false}
                  onChange={(e) => {
                    const current = action.textDecoration ?? [];
                    onPatch(
                      {
                        textDecoration: e.target.checked
                          ? [...current, decoration]
                          : current.filter((d) => d !== decoration),
                      },
                      `${action.uid}-decoration`,
                    );
                  }}
                />
                {decoration}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
      {action.type === 'pet-signature-date' || action.type === 'resp-signature-date' ? (
        <ChoiceField
          label={t('currentAction.dateFormat')}
          value={action.dateFormat ?? 'MM/DD/YYYY'}
          choices={SIGNATURE_DATE_FORMATS}
          onChange={(format) => onPatch({ dateFormat: format === 'MM/DD/YYYY' ? undefined : format }, `${action.uid}-dateFormat`)}
        />
      ) : null}
      {action.type === 'text-editor' ? (
        <>
          {location.startX === undefined ? (
            <MarginsFields
              label={t('currentAction.firstMargins')}
              margins={action.firstPageMargins}
              onChange={(firstPageMargins) => onPatch({ firstPageMargins }, `${action.uid}-first`)}
            />
          ) : (
            <div className="grid justify-items-start gap-1 text-sm">
              <p>{t('currentAction.inRectangle')}</p>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => onPatch({ location: { page: location.page } }, `${action.uid}-box`)}
              >
                {t('currentAction.useMargins')}
              </Button>
            </div>
          )}
          <MarginsFields
            label={t('currentAction.laterMargins')}
            margins={action.laterPageMargins}
            onChange={(laterPageMargins) => onPatch({ laterPageMargins }, `${action.uid}-later`)}
          />
          <p className="text-sm text-muted">{t('currentAction.belowPage')}</p>
        </>
      ) : null}
      <div>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
          {t('currentAction.delete')}
        </Button>
      </div>
    </section>
  );
}

export function ActionsStep({
  definition,
  formId,
  documentUid,
  onDocument,
  ruleUid,
  onRule,
  dispatch,
}: {
  definition: WorkflowDefinition;
  formId: string | null;
  documentUid: string | undefined;
  onDocument: (uid: string) => void;
  ruleUid: string | undefined;
  onRule: (uid: string) => void;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation('documents');
  const document = currentDocumentOf(definition, documentUid);
  const rules = rulesOf(document);
  const rule = actionsRuleOf(document, ruleUid);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [placing, setPlacing] = useState<ActionType | null>(null);
  const [chosenType, setChosenType] = useState<ActionType>('add-x');
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [version, setVersion] = useState(0);
  const [zoom, setZoom] = useState(0);
  const scale = ZOOM_SCALES[zoom] ?? 0.5;
  const pageWidth = Math.round(LETTER_WIDTH_PX * scale);
  const preview = useRenderedPreview({ formId, definition, documentUid: document?.uid, ruleUid: rule?.uid, version });

  // §4: opening the action editor on a document with no rules adds a blank rule
  const withoutRules = document && rules.length === 0 ? document.uid : undefined;
  useEffect(() => {
    if (!withoutRules) return;
    const uid = randomId(12);
    dispatch({ type: 'edit', change: (d) => withActionRule(d, withoutRules, uid) });
  }, [withoutRules, dispatch]);

  if (!document) return <p className="text-muted">{t('actions.addDocumentFirst')}</p>;
  const pageCount = document.pages.length;
  const shownPage = Math.min(Math.max(1, page), Math.max(1, pageCount));
  if (!rule || rule.type !== 'Action Logic')
    return (
      <div className="grid max-w-xl gap-3">
        <DocumentSelector definition={definition} current={document} onSelect={onDocument} />
        <FormMessage type="info">{t('actions.actionLogicHint')}</FormMessage>
      </div>
    );
  const actions = rule.actions ?? [];
  const current = actions.find((a) => a.uid === selected);
  const choices = actionChoices(document, shownPage);
  const type = choices.includes(chosenType) ? chosenType : choices[0];
  const actionName = actionNameIn(t);
  const shownActions = searchActions(actions, query, (kind) => t(`actions.kinds.${kind}`));
  const legend = actionsOnPage(document, shownPage);
  const docPage = document.pages[shownPage - 1];

  function place(location: ActionLocation) {
    if (!placing) return;
    const uid = randomId(12);
    dispatch({
      type: 'edit',
      change: (d) => addAction(d, document!.uid, rule!.uid, newAction(placing, uid, location)),
    });
    setSelected(uid);
    setPlacing(null);
  }

  return (
    <div className="grid gap-4 xl:grid-cols-[18rem_auto_18rem]">
      <aside aria-label={t('actions.addAside')} className="grid content-start gap-3">
        <DocumentSelector definition={definition} current={document} onSelect={onDocument} />
        <Field label={t('actions.rule')}>
          <select className={inputClass} value={rule.uid} onChange={(e) => onRule(e.target.value)}>
            {rules.map((r) => (
              <option key={r.uid} value={r.uid} disabled={r.type !== 'Action Logic'}>
                {t('actions.ruleChoice', { order: r.order, name: r.name, type: t(`rules.types.${r.type}`) })}
              </option>
            ))}
          </select>
        </Field>
        {choices.length ? (
          <div className="grid gap-2 rounded-lg border border-line bg-white p-3">
            <Field label={t('actions.actionToAdd')}>
              <select className={inputClass} value={type} onChange={(e) => setChosenType(e.target.value as ActionType)}>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`actions.kinds.${choice}`)}
                  </option>
                ))}
              </select>
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                onClick={() => setPlacing(placing ? null : type!)}
                aria-pressed={placing !== null}
              >
                {placing ? t('actions.cancelPlacing') : t('actions.placeOnPage')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => {
                  const uid = randomId(12);
                  dispatch({
                    type: 'edit',
                    change: (d) =>
                      addAction(d, document.uid, rule.uid, newAction(type!, uid, defaultLocation(type!, shownPage))),
                  });
                  setSelected(uid);
                }}
              >
                {t('actions.addAtDefault')}
              </Button>
            </div>
            <p className="text-xs text-muted">
              {placing
                ? isMarkAction(placing)
                  ? t('actions.clickForMark')
                  : t('actions.dragBox')
                : t('actions.orDefault')}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted">{t('actions.textEditorFills')}</p>
        )}
        <section aria-label={t('actions.actions')} className="grid gap-2">
          <h3 className="font-semibold">{t('actions.actionsCount', { count: actions.length })}</h3>
          {actions.length > 10 ? (
            <Field label={t('actions.searchActions')}>
              <input
                className={`${inputClass} ${SEARCH_ERROR_CLASS}`}
                type="search"
                {...keywordState(query, actions.length > 0 && shownActions.length === 0, 'actions-no-results')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('actions.searchPlaceholder')}
              />
            </Field>
          ) : null}
          {actions.length > 0 && shownActions.length === 0 ? <NoResults id="actions-no-results" /> : null}
          <ul className="grid gap-1">
            {shownActions.map((action) => (
              <li key={action.uid}>
                <button
                  type="button"
                  aria-pressed={action.uid === selected}
                  className={`w-full rounded border px-2 py-1 text-left text-sm ${action.uid === selected ? 'border-brand bg-brand-soft' : 'border-line bg-white'}`}
                  onClick={() => {
                    setSelected(action.uid);
                    setPage(action.location.page);
                  }}
                >
                  {/* a title is the author's; without one, the action is named in the page's words */}
                  {action.title?.trim() ? <span lang="en">{action.title.trim()}</span> : actionName(action)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </aside>
      <section aria-label={t('actions.placementPreview')} className="grid min-w-0 content-start justify-items-start gap-2 overflow-x-auto">
        <div className="flex items-center gap-2">
          <PageStepper page={shownPage} pageCount={pageCount} label={docPage ? t('actions.pageOfNamed', { page: shownPage, count: pageCount, name: docPage.name }) : t('actions.pageOf', { page: shownPage, count: pageCount })} onPage={setPage} />
          <Button type="button" size="sm" onClick={() => setVersion(version + 1)}>
            {t('actions.updatePdf')}
          </Button>
        </div>
        <div className="flex items-center gap-2" role="group" aria-label={t('actions.zoom')}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={t('actions.zoomOut')}
            disabled={zoom === 0}
            onClick={() => setZoom(zoom - 1)}
          >
            −
          </Button>
          <output aria-live="polite" className="min-w-12 text-center text-sm">{`${Math.round(scale * 100)}%`}</output>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={t('actions.zoomIn')}
            disabled={zoom === ZOOM_SCALES.length - 1}
            onClick={() => setZoom(zoom + 1)}
          >
            +
          </Button>
        </div>
        {preview.message ? <FormMessage type="error">{preview.message}</FormMessage> : null}
        {docPage && formId ? (
          <PlacementEditor
            width={pageWidth}
            page={shownPage}
            actions={actions}
            selected={selected}
            placing={placing}
            onSelect={setSelected}
            onPlace={place}
            onLocation={(uid, location, key) =>
              dispatch({ type: 'edit', change: (d) => patchAction(d, document.uid, rule.uid, uid, { location }), key })
            }
          >
            <RenderedPage
              preview={preview}
              page={shownPage}
              width={pageWidth}
              label={t('actions.renderedPage', { page: shownPage })}
              fallback={
                <TemplatePageView
                  formId={formId}
                  source={docPage.source}
                  width={pageWidth}
                  label={t('actions.templatePage', { page: shownPage, name: docPage.name })}
                />
              }
            />
          </PlacementEditor>
        ) : (
          <p className="text-sm text-muted">
            {formId
              ? t('actions.noPages')
              : t('actions.saveFirst')}
          </p>
        )}
        <section aria-label={t('actions.legend')} className="grid gap-1 text-sm">
          <h3 className="font-semibold">{t('actions.onPage', { page: shownPage })}</h3>
          {legend.length === 0 ? <p className="text-muted">{t('actions.noActionsOnPage')}</p> : null}
          <ul className="grid gap-0.5">
            {legend.map(({ rule: r, action }) => (
              <li key={action.uid}>{t('actions.legendItem', { action: actionName(action), rule: r.name })}</li>
            ))}
          </ul>
        </section>
      </section>
      <aside aria-label={t('actions.chosenAside')} className="grid content-start gap-3">
        {current ? (
          <CurrentAction
            key={current.uid}
            action={current}
            definition={definition}
            pageCount={pageCount}
            formId={formId}
            onPatch={(patch, key) =>
              dispatch({ type: 'edit', change: (d) => patchAction(d, document.uid, rule.uid, current.uid, patch), key })
            }
            onDelete={() => setDeleting(true)}
          />
        ) : (
          <p className="text-sm text-muted">{t('actions.chooseAction')}</p>
        )}
      </aside>
      {current?.type === 'text-editor' ? (
        <div className="xl:col-span-3">
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                {t('actions.loadingTextEditor')}
              </p>
            }
          >
            <TextEditorAction
              key={current.uid}
              action={current}
              definition={definition}
              onPatch={(patch, key) =>
                dispatch({
                  type: 'edit',
                  change: (d) => patchAction(d, document.uid, rule.uid, current.uid, patch),
                  key,
                })
              }
              onUndo={() => dispatch({ type: 'undo' })}
              onRedo={() => dispatch({ type: 'redo' })}
            />
          </Suspense>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting && Boolean(current)}
        title={t('actions.deleteTitle')}
        message={t('actions.deleteMessage')}
        onNo={() => setDeleting(false)}
        onYes={() => {
          if (current) {
            dispatch({ type: 'edit', change: (d) => deleteAction(d, document.uid, rule.uid, current.uid).definition });
            setSelected(deleteAction(definition, document.uid, rule.uid, current.uid).selected);
          }
          setDeleting(false);
        }}
      />
    </div>
  );
}
