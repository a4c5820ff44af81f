// Step 2, Build Form, in the admin's language (issue 35): the type picker names the registry's types (English keeps
// the registry's own names), the page tabs, the list, the cards' buttons and the preview's switches speak Spanish to an
// admin reading Spanish, while the author's titles stay as written.
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import type { Language } from '../../../i18n/languages';
import { ElementCard } from './element-card';
import { ElementsStep } from './elements-step';

const definition: WorkflowDefinition = {
  ...newFormDefinition('Utah Divorce'),
  elements: [
    { uid: 'p1', type: 'page-break', title: '', label: '' },
    { uid: 'q1', type: 'single-select', title: 'KIDS', label: 'Children?', options: ['Yes', 'No'] },
  ],
};

const step = (language: Language) => renderInLanguage(language, <ElementsStep definition={definition} formId={null} problems={[]} dispatch={() => {}} />);
const card = (language: Language) =>
  renderInLanguage(
    language,
    <ElementCard
      element={definition.elements[1]!}
      definition={definition}
      formId={null}
      number={2}
      fixed={false}
      open={false}
      problems={[{ elementUid: 'q1', field: 'label', pointer: '/elements/1/label', message: 'x', severity: 'error' }]}
      onToggle={() => {}}
      onPatch={() => {}}
      onDuplicate={() => {}}
      onDelete={() => {}}
      onOpenDialogBuilder={() => {}}
    />,
  );

/** Every text is in the markup. */
const expectAll = (html: string, texts: string[]) => texts.forEach((text) => expect(html).toContain(text));

describe("the builder's step 2 in the admin's language", () => {
  it('keeps the English texts and the registry type names as they were', async () => {
    expectAll(await step('en'), [
      '<option value="text-input-short" selected="">text-input-short</option>',
      'Add Element',
      '>Page 1</button>',
      'aria-label="Elements of "',
      'Display All Form Elements',
      'Participating: Col',
    ]);
    expectAll(await card('en'), ['aria-label="Move KIDS up"', '>single-select</span>', '1 to fix']);
  });

  it('speaks Spanish to an admin reading Spanish, naming the types in Spanish beside their registry names', async () => {
    const html = await step('es');
    expectAll(html, [
      '<label for="element-type" class="font-medium">Tipo de elemento</label>',
      '<option value="text-input-short" selected="">texto corto (text-input-short)</option>',
      'Agregar elemento',
      '>Página 1</button>',
      'Mostrar todos los elementos del formulario',
      'Participación: colaborativa',
      '>Vista previa</h2>',
    ]);
    expect(html).not.toContain('Add Element');
    expectAll(await card('es'), ['aria-label="Subir KIDS"', 'aria-label="Eliminar KIDS"', '>selección única (single-select)</span>', '1 por corregir']);
  });
});
