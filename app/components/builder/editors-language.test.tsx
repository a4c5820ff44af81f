// Step 2's attribute editors and the condition editor in the admin's language (issue 35): an admin reading Spanish
// gets every label, note, button and message of an element card's editors in Spanish, while the author's own words
// (a column's header, an answer) stay as written; the English is as it was.
import { describe, expect, it } from 'vitest';
import type { FormElement, WorkflowDefinition } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import type { Language } from '../../../i18n/languages';
import { AttributeInput, editedAttributes } from './element-attributes';
import { newElement } from './element-operations';
import { GroupedOptionsEditor } from './grouped-options-editor';
import { ImagesEditor } from './images-editor';
import { ConditionEditor } from './logic/condition-editor';
import { newCompound, newExpression } from './logic/logic-operations';
import { ColumnsEditor, ReadOnlyRowsEditor } from './table-editors';
import { ThumbnailInput } from './video-editors';

const definition: WorkflowDefinition = newFormDefinition('Editors');
const money = { text: 'Value', value: 'value', align: 'end' as const, variant: 'money' as const };
const noChange = () => {};

/** Every attribute editor of an element of `type`, as its card shows them. */
const card = (language: Language, element: FormElement) =>
  renderInLanguage(
    language,
    <>
      {editedAttributes(element).map(([name, schema]) => (
        <AttributeInput key={name} element={element} name={name} schema={schema} definition={definition} formId={null} onPatch={noChange} problems={[]} />
      ))}
    </>,
  );

const editors = (language: Language) =>
  renderInLanguage(
    language,
    <>
      <ColumnsEditor id="c" headers={[money]} problems={[]} onChange={noChange} />
      <ReadOnlyRowsEditor id="r" headers={[money]} rows={[{ value: 0 }]} problems={[]} onChange={noChange} />
      <ImagesEditor id="i" formId={null} uid="img" images={[{ name: 'a.png', url: '/a.png', title: '' }]} problems={[]} onChange={noChange} />
      <ThumbnailInput id="v" formId={null} uid="vid" value={undefined} problems={[]} onChange={noChange} />
      <GroupedOptionsEditor id="g" answers={['Yes']} groups={{ Yes: ['A'], Gone: ['B'] }} problems={[]} onChange={noChange} />
    </>,
  );

const condition = (language: Language) => {
  const question = { uid: 'q1', type: 'number-input', title: 'INCOME' } as FormElement;
  const root = newCompound([{ ...newExpression(), questions: [{ questionUid: 'q1', comparison: 'between' }] }]);
  return renderInLanguage(language, <ConditionEditor value={root} onChange={noChange} questions={[question]} library={[]} />);
};

const expectAll = (html: string, texts: string[]) => texts.forEach((text) => expect(html).toContain(text));

describe("step 2's editors and the condition editor in the admin's language", () => {
  it('keep their English', async () => {
    expectAll(await card('en', newElement('number-input', definition)), ['Title (unique, for administrators)', 'Label (what people read)', 'Lower bound', '>Help<', 'Help video link (YouTube)']);
    expectAll(await editors('en'), [
      'Highest amount (empty: $100,000)',
      'aria-label="Move column 1 left"',
      'An Actions column, where people edit and delete their rows, is added after these.',
      'Must be between $1 and $100,000',
      'aria-label="Remove row 1"',
      'Picture 1 title',
      'aria-label="Move picture 1 up"',
      'Picture file (PNG, GIF, JPEG or PDF, up to 5 MB; a PDF’s first page becomes the picture)',
      'No thumbnail.',
      'Options when the answer is “Yes” (one per line)',
      'Remove the options for “Gone”',
    ]);
    expectAll(await condition('en'), ['aria-label="Node 1 (Compound)"', 'Compound · level 1', 'aria-label="Node 1.1, test 1: from"', '>between<', 'Add Expression to Node 1', 'placeholder="(optional)"']);
  });

  it('speak Spanish to an admin reading Spanish, the author\'s words as written', async () => {
    const spanishCard = await card('es', newElement('number-input', definition));
    expectAll(spanishCard, ['Título (único, para los administradores)', 'Etiqueta (lo que lee la persona)', 'Límite inferior', '>Ayuda<', 'Enlace del video de ayuda (YouTube)']);
    expect(spanishCard).not.toContain('Lower bound');
    const html = await editors('es');
    expectAll(html, [
      'Cantidad máxima (vacía: $100,000)',
      'aria-label="Mover la columna 1 a la izquierda"',
      'aria-label="Columna 1: Value"',
      'Debe estar entre $1 y $100,000',
      'aria-label="Quitar la fila 1"',
      'Título de la imagen 1',
      'aria-label="Subir la imagen 1"',
      'Obligatorio',
      'Sin miniatura.',
      'Opciones cuando la respuesta es “Yes” (una por línea)',
      'Quitar las opciones de “Gone”',
    ]);
    expect(html.match(/\b(?:Picture|Column|Remove|Required|Thumbnail)\b/g)).toBeNull();
    const logic = await condition('es');
    expectAll(logic, ['aria-label="Nodo 1 (Compuesto)"', 'Compuesto · nivel 1', 'aria-label="Nodo 1.1, prueba 1: desde"', '>entre<', 'Agregar expresión a Nodo 1', 'Operador', 'Elija una pregunta…']);
    expect(logic).not.toMatch(/Add |Node |Operator/);
  });
});
