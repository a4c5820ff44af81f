// Step 6's text editor in the admin's language (issue 35): the Block Checker, the Dynamic Blocks and Auto-Numbering
// panels and the editor's frame speak Spanish to an admin reading Spanish (counts by i18next's plurals, a block's
// display logic with the condition editor's Spanish), while the author's block and level names stay as written; the
// English is as it was. The toolbar is drawn in the browser only (Tiptap): language-documents.spec.ts reads it.
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Action, FormElement } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import type { Language } from '../../../../../i18n/languages';
import { TextEditorAction } from './text-editor-action';
import { addBlock, addLevel } from './text-editor-operations';

const definition = newFormDefinition('Clauses');
definition.elements.push({ uid: 'q1', type: 'text-input-short', title: 'SPOUSE_NAME' } as FormElement);
let action = { uid: 'a1', type: 'text-editor', title: 'Stipulation', savedData: { text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '**MISSING** and **OTHER**' }] }] } } } as unknown as Action;
action = { ...action, ...addBlock(action, 'b1', 'Spouse name', 'question-input') };
action = { ...action, ...addBlock(action, 'b2', 'Children clause', 'static-block') };
action = { ...action, blocks: action.blocks!.map((b) => (b.uid === 'b2' ? { ...b, conditional: 'if' as const } : b)) };
action = { ...action, ...addLevel(action, 'lvl001') };

// inside a data router, as on the builder's page: the panels' confirmation dialogs read the page's matches
const editor = (language: Language) =>
  renderInLanguage(language, <RouterProvider router={createMemoryRouter([{ path: '/', element: <TextEditorAction action={action} definition={definition} onPatch={() => {}} onUndo={() => {}} onRedo={() => {}} /> }])} />);
const expectAll = (html: string, texts: string[]) => texts.forEach((text) => expect(html).toContain(text));

describe("step 6's text editor in the admin's language", () => {
  it('keeps its English', async () => {
    expectAll(await editor('en'), [
      'aria-label="Text editor"',
      'Text of Stipulation',
      '2 tags have no block:',
      'Add block MISSING',
      'Dynamic Blocks (2)',
      'Answer to a question',
      'Conditional Display',
      'Prints the answer to',
      'aria-label="Children clause display logic"',
      'aria-label="Delete block Spouse name"',
      'Auto-Numbering (1)',
      'Levels in this order: a level restarts the ones below it.',
      '>Numbers<',
      'Incomplete',
    ]);
  });

  it('speaks Spanish to an admin reading Spanish, the block and level names as written', async () => {
    const html = await editor('es');
    expectAll(html, [
      'aria-label="Editor de texto"',
      'Texto de Stipulation',
      '2 etiquetas no tienen bloque:',
      'Agregar el bloque MISSING',
      'Bloques dinámicos (2)',
      'Respuesta a una pregunta',
      'Visualización condicional',
      'Imprime la respuesta a',
      'aria-label="Lógica de visualización de Children clause"',
      'Condición',
      'aria-label="Borrar el bloque Spouse name"',
      'Numeración automática (1)',
      '>Números<',
      'Incompleto',
      'Level lvl001',
    ]);
    expect(html.match(/\b(?:Block Checker|Dynamic Blocks|Auto-Numbering|Add block|Delete|Incomplete|Complete|Prints|Condition)\b/g)).toBeNull();
  });
});
