// One questionnaire element of any of the 21 types, as plain form controls that post without JavaScript.
// Every control has a label; messages are tied to their control with aria-describedby and aria-invalid.
// Each type's renderer lives with its family in fields/; the map below must name one for every element type.
import type { ReactNode } from 'react';
import type { ElementOfType, ElementType, FormElement } from '~/engine';
import {
  ChildSupportField,
  ComputedField,
  HeadingField,
  LabelField,
  PageBreakField,
  ParagraphField,
  SubheadingField,
} from './fields/display-fields';
import { DateField } from './fields/date-field';
import { DialogWindowField } from './fields/dialog-field';
import { fieldOf, type ElementFieldProps, type Field } from './fields/field-chrome';
import { GroupedOptionsField, MultiChoiceField, SingleChoiceField } from './fields/choice-fields';
import { ImagesField, VideoField } from './fields/media-fields';
import { ItemTableField } from './fields/table-field';
import { NumberField, TextField, textHint } from './fields/text-fields';
import type { QuestionnaireTexts } from '~/answer-form/page-messages';
import { FileField, SignatureField } from './fields/upload-fields';
import { DefinitionLanguageProvider, useFieldTexts, useHasFieldReading } from './fields/shown-text';

export type { ElementFieldProps } from './fields/field-chrome';

type FieldRenderer<T extends ElementType> = (field: Field<ElementOfType<T>>) => ReactNode;

/** The renderer of each element type, by family (fields/*.tsx). */
export const FIELD_RENDERERS = {
  'text-input-short': TextField,
  'text-input-long': TextField,
  'number-input': NumberField,
  'single-select': SingleChoiceField,
  'state-select': SingleChoiceField,
  'multi-select': MultiChoiceField,
  'grouped-options': GroupedOptionsField,
  'date-picker': DateField,
  'file-input': FileField,
  'signature-pad': SignatureField,
  'item-table': ItemTableField,
  'dialog-window': DialogWindowField,
  'youtube-video': VideoField,
  'embedded-image': ImagesField,
  heading: HeadingField,
  subheading: SubheadingField,
  paragraph: ParagraphField,
  label: LabelField,
  'page-break': PageBreakField,
  'computed-property': ComputedField,
  'child-support-calculator': ChildSupportField,
} satisfies { [T in ElementType]: FieldRenderer<T> };

function hintFor(element: FormElement, t: QuestionnaireTexts): string | undefined {
  return element.type === 'number-input' || element.type === 'text-input-short' ? textHint(element, t) : undefined;
}

export function ElementField(props: ElementFieldProps) {
  // a field on its own (the builder's dialog, a test) reads English; a form provides its language once for all fields
  if (!useHasFieldReading()) {
    return (
      <DefinitionLanguageProvider value="en">
        <ElementField {...props} />
      </DefinitionLanguageProvider>
    );
  }
  return <TypedField {...props} />;
}

function TypedField(props: ElementFieldProps) {
  const t = useFieldTexts();
  // A type this app does not know (an unchecked definition) shows nothing rather than breaking the page.
  if (!Object.hasOwn(FIELD_RENDERERS, props.element.type)) return null;
  // the renderer picked by element.type takes that same element type, which TypeScript cannot follow
  const Render = FIELD_RENDERERS[props.element.type] as FieldRenderer<ElementType>;
  return <Render {...fieldOf(props, hintFor(props.element, t))} />;
}
