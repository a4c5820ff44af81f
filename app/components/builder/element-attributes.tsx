// Every attribute of an element's type (workflow-builder.md §3), listed from the engine's own element schema so a
// new attribute or type shows here without a second list to keep in step: a text box, number, check box or
// choice per simple attribute, one line per item for lists, money boxes where an amount is in dollars, and an editor
// of its own for each structured one (pictures, table columns and rows, grouped options, a video's thumbnail).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type builderEnglish from '../../../i18n/catalogues/en/builder';
import {
  elementBaseProperties,
  elementTypeInfo,
  elementTypeSchemas,
  US_STATES,
  type ElementOfType,
  type FormElement,
  type WorkflowDefinition,
} from '~/engine';
import { readYoutubeLink } from '~/services/builder/youtube';
import { inputClass, MoneyInput, Row, useDraftText } from './attribute-controls';
import { GroupedOptionsEditor, groupingAnswers } from './grouped-options-editor';
import { ImagesEditor } from './images-editor';
import { TranslationsEditor } from './translations-editor';
import { MONEY_INPUT } from './money';
import { ColumnsEditor, ReadOnlyRowsEditor } from './table-editors';
import { lookUpVideo, ThumbnailInput, type VideoNote } from './video-editors';

type Schema = {
  type?: string | string[];
  enum?: readonly string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  pattern?: string;
  $ref?: string;
};

/**
 * Attributes with a place of their own: the uid and type are the card's, display logic is step 3's. An element's
 * Spanish texts (`translations`, ADR 035) have the side-by-side editor of translations-editor.tsx.
 */
const NOT_EDITED_HERE = new Set(['uid', 'type', 'displayLogic', 'dialogFields', 'headerToAdd']);

/** Structured attributes with an editor of their own (the rest are simple values or lists of words). */
export const STRUCTURED_EDITORS = new Set([
  'helpData',
  'images',
  'headers',
  'readOnlyRows',
  'groupingOptions',
  'translations',
]);

/** Whether an attribute would have no editor but a JSON box (a new structured attribute in the engine's schema). */
export function needsJsonBox(name: string, schema: Schema): boolean {
  if (STRUCTURED_EDITORS.has(name) || schema.enum || schema.$ref) return false;
  if (schema.type === 'array') return schema.items?.type !== 'string';
  return schema.type === 'object' || schema.type === undefined || Array.isArray(schema.type);
}

type AttributeName = keyof typeof builderEnglish.editors.attributes;

/** An attribute's label in the page's language; a new attribute of the engine's schema is named from its own name. */
export function useAttributeLabel(): (name: string) => string {
  const { t } = useTranslation('builder');
  return (name) => t(`editors.attributes.${name as AttributeName}`, { defaultValue: name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()) });
}

/** The attributes a card edits for this element, common ones first. */
export function editedAttributes(element: FormElement): [string, Schema][] {
  const common = Object.entries(elementBaseProperties as Record<string, Schema>).filter(
    ([name]) =>
      !NOT_EDITED_HERE.has(name) && (name !== 'required' || elementTypeInfo(element.type)?.requirable === true),
  );
  const own = Object.entries((elementTypeSchemas[element.type]?.properties ?? {}) as Record<string, Schema>).filter(
    ([name]) => !NOT_EDITED_HERE.has(name),
  );
  return [...common, ...own];
}

interface AttributeProps {
  element: FormElement;
  name: string;
  schema: Schema;
  definition: WorkflowDefinition;
  /** the saved form's id, where its pictures are kept; null until the first save */
  formId: string | null;
  /**
   * sets attributes of the element (undefined removes one); key names the box being typed in (one history step per
   * burst of typing), null makes the change a step of its own
   */
  onPatch: (patch: Record<string, unknown>, key?: string | null) => void;
  problems: string[];
}

/** A text box that keeps what is typed and hands it on; lists are one item per line. */
function ListInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: unknown;
  onChange: (value: string[] | undefined) => void;
}) {
  const lines = Array.isArray(value) ? value.join('\n') : '';
  return (
    <textarea
      id={id}
      className={inputClass}
      rows={Math.min(8, Math.max(2, lines.split('\n').length + 1))}
      value={lines}
      onChange={(e) => {
        const items = e.target.value.split('\n');
        onChange(e.target.value === '' ? undefined : items);
      }}
      onBlur={(e) => {
        const items = e.target.value
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean);
        onChange(items.length ? items : undefined);
      }}
    />
  );
}

/** A structured attribute the builder has no editor for yet (none today: see needsJsonBox), as JSON. */
function JsonInput({ id, value, onChange }: { id: string; value: unknown; onChange: (value: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('builder');
  return (
    <>
      <textarea
        id={id}
        className={`${inputClass} font-mono text-sm`}
        rows={Math.min(12, text.split('\n').length + 1)}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(e.target.value.trim() === '' ? undefined : (JSON.parse(e.target.value) as unknown));
            setError(null);
          } catch (problem) {
            setError(t('editors.notJson', { problem: problem instanceof Error ? problem.message : String(problem) }));
          }
        }}
      />
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </>
  );
}

/** A YouTube link, checked when the author leaves the box: an invalid one is cleared with §5's message. */
function YoutubeInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: unknown;
  onChange: (link: { embed: string; videoId: string } | undefined) => void;
}) {
  // follows the draft (undo, redo) as well as what is typed
  const [text, setText] = useDraftText(typeof value === 'string' ? value : '');
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('builder');
  return (
    <>
      <input
        id={id}
        type="url"
        className={inputClass}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text.trim() === '') {
            setError(null);
            onChange(undefined);
            return;
          }
          const link = readYoutubeLink(text);
          if (link.ok) {
            setText(link.embed);
            setError(null);
            onChange({ embed: link.embed, videoId: link.videoId });
          } else {
            setText('');
            setError(t('editors.invalidYoutube'));
            onChange(undefined);
          }
        }}
      />
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </>
  );
}

/** A money box where the element holds an amount in dollars: a number input whose prefix is '$'. */
function isMoneyAttribute(element: FormElement, name: string): boolean {
  return (
    element.type === 'number-input' &&
    element.prefix?.trim() === '$' &&
    ['default', 'lowerBound', 'upperBound'].includes(name)
  );
}

function VideoLinkInput({
  id,
  element,
  formId,
  onPatch,
}: {
  id: string;
  element: ElementOfType<'youtube-video'>;
  formId: string | null;
  onPatch: AttributeProps['onPatch'];
}) {
  const [note, setNote] = useState<VideoNote | null>(null);
  const { t } = useTranslation('builder');
  const said = note === null ? null : 'message' in note ? note.message : note.channel ? t('editors.videoFoundBy', note) : t('editors.videoFound', note);
  return (
    <>
      <YoutubeInput
        id={id}
        value={element.videoURL}
        onChange={(link) => {
          onPatch({ videoURL: link?.embed, videoID: link?.videoId, embed: link?.embed }, null);
          setNote(null);
          if (link)
            void lookUpVideo(formId, element.uid, link.embed, element.label, t).then(({ patch, note: found }) => {
              if (Object.keys(patch).length) onPatch(patch, null);
              setNote(found);
            });
        }}
      />
      {said ? (
        <p role="status" className="text-sm text-muted">
          {said}
        </p>
      ) : null}
    </>
  );
}

export function AttributeInput({ element, name, schema, definition, formId, onPatch, problems }: AttributeProps) {
  const onChange = (next: unknown) => onPatch({ [name]: next });
  const onStructured = (next: unknown, key: string | null) => onPatch({ [name]: next }, key);
  const id = `attr-${element.uid}-${name}`;
  const value = (element as unknown as Record<string, unknown>)[name];
  const { t } = useTranslation('builder');
  const label = useAttributeLabel()(name);
  const row = (control: ReactNode, note?: string) => (
    <Row id={id} label={label} problems={problems} note={note}>
      {control}
    </Row>
  );

  if (name === 'videoURL' && element.type === 'youtube-video')
    return row(
      <VideoLinkInput id={id} element={element} formId={formId} onPatch={onPatch} />,
      t('editors.videoLinkNote'),
    );
  if (name === 'img' && element.type === 'youtube-video')
    return (
      <ThumbnailInput
        id={id}
        formId={formId}
        uid={element.uid}
        value={value}
        problems={problems}
        onChange={(url) => onPatch({ img: url }, null)}
      />
    );
  if (name === 'images' && element.type === 'embedded-image')
    return (
      <ImagesEditor
        id={id}
        formId={formId}
        uid={element.uid}
        images={element.images ?? []}
        problems={problems}
        onChange={onStructured}
      />
    );
  if (name === 'headers' && element.type === 'item-table')
    return <ColumnsEditor id={id} headers={element.headers ?? []} problems={problems} onChange={onStructured} />;
  if (name === 'readOnlyRows' && element.type === 'item-table')
    return (
      <ReadOnlyRowsEditor
        id={id}
        headers={element.headers ?? []}
        rows={element.readOnlyRows ?? []}
        problems={problems}
        onChange={onStructured}
      />
    );
  if (name === 'groupingOptions' && element.type === 'grouped-options')
    return (
      <GroupedOptionsEditor
        id={id}
        answers={groupingAnswers(definition, element.groupingQuestion, US_STATES)}
        groups={element.groupingOptions ?? {}}
        problems={problems}
        onChange={onStructured}
      />
    );
  if (name === 'translations') return <TranslationsEditor id={id} element={element} onChange={onStructured} />;
  if (isMoneyAttribute(element, name))
    return row(
      <MoneyInput
        id={id}
        value={typeof value === 'number' ? value : undefined}
        decimals={MONEY_INPUT.decimals}
        onChange={(amount) => onPatch({ [name]: amount }, null)}
      />,
      t('editors.moneyNote'),
    );
  if (name === 'helpData') {
    const help = (value ?? {}) as { text?: string; youtubeLink?: string };
    const set = (next: { text?: string; youtubeLink?: string }) => {
      const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== ''));
      onChange(Object.keys(clean).length ? clean : undefined);
    };
    return (
      <fieldset className="grid gap-2 rounded-md border border-line p-2">
        <legend className="text-sm font-medium">{t('editors.help')}</legend>
        <Row id={`${id}-text`} label={t('editors.helpText')} problems={problems}>
          <textarea
            id={`${id}-text`}
            className={inputClass}
            value={help.text ?? ''}
            onChange={(e) => set({ ...help, text: e.target.value })}
          />
        </Row>
        <Row id={`${id}-video`} label={t('editors.helpVideo')} problems={[]}>
          <YoutubeInput
            id={`${id}-video`}
            value={help.youtubeLink}
            onChange={(link) => set({ ...help, youtubeLink: link?.embed })}
          />
        </Row>
      </fieldset>
    );
  }
  if (name === 'groupingQuestion') {
    const questions = definition.elements.filter((e) => e.type === 'single-select' || e.type === 'state-select');
    return row(
      <select
        id={id}
        className={inputClass}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('editors.chooseGroupingQuestion')}</option>
        {questions.map((q) => (
          <option key={q.uid} value={q.uid}>
            {q.title}
          </option>
        ))}
      </select>,
    );
  }
  if (name === 'formula')
    return row(
      <textarea
        id={id}
        className={`${inputClass} font-mono`}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />,
      t('editors.formulaNote'),
    );
  if (schema.enum)
    return row(
      <select
        id={id}
        className={inputClass}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        <option value="">{t('editors.notSet')}</option>
        {schema.enum.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>,
    );
  if (schema.type === 'boolean')
    return (
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked ? true : undefined)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
    );
  if (schema.type === 'number' || schema.type === 'integer')
    return row(
      <input
        id={id}
        type="number"
        step={schema.type === 'integer' ? 1 : 'any'}
        className={inputClass}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) =>
          onChange(
            e.target.value === '' || !Number.isFinite(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber,
          )
        }
      />,
    );
  if (schema.type === 'string' && schema.pattern?.startsWith('^\\d{4}'))
    return row(
      <input
        id={id}
        type="date"
        className={inputClass}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      />,
    );
  if (schema.type === 'string')
    return row(
      name === 'text' ? (
        <textarea
          id={id}
          className={inputClass}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      ) : (
        <input
          id={id}
          type="text"
          className={inputClass}
          value={typeof value === 'string' ? value : ''}
          // the title is required by the engine: an emptied title stays '' so the message shows at it
          onChange={(e) => onChange(e.target.value === '' && name !== 'title' ? undefined : e.target.value)}
        />
      ),
    );
  if (schema.type === 'array' && schema.items?.type === 'string')
    return row(<ListInput id={id} value={value} onChange={onChange} />, t('editors.onePerLine'));
  return row(<JsonInput id={id} value={value} onChange={onChange} />, t('editors.writtenAsJson'));
}
