// A whole workflow definition (workflow-builder.md §3 "Workflow"): metadata, the ordered form elements
// (page-breaks start pages), the display-logic library and the documents with their rules.
import type { Document, DocumentRule } from './documents.ts';
import type { Condition } from './conditions.ts';
import type { DisplayLogicLibraryRule } from './display-logic.ts';
import type { FormElement } from './elements.ts';
import type { TranslatedLanguage, WorkflowLanguage, WorkflowTranslation } from './translation-types.ts';

export const CHILDREN_OPTIONS = ['with', 'without', 'both', 'N/A'] as const;
export type ChildrenOption = (typeof CHILDREN_OPTIONS)[number];

export interface WorkflowMetadata {
  /** 20 characters once stored; absent in a new definition. */
  id?: string;
  name: string;
  description?: string;
  jurisdiction?: string;
  /** Default 'Utah'. */
  state: string;
  /** Default 'Divorce'. */
  type: string;
  childrenOptions: ChildrenOption;
  useCounties: boolean;
  counties: string[];
  /** True when the workflow is done with the spouse (collaborative); default true. */
  collaborate: boolean;
  /** major.minor.patch; a new form starts at 0.1.0. */
  version: string;
  /** The languages beside English the author offers the workflow in, each with its reviewed mark (ADR 035). */
  languages?: Partial<Record<TranslatedLanguage, WorkflowLanguage>>;
  /** The workflow's name and description in other languages. */
  translations?: Partial<Record<TranslatedLanguage, WorkflowTranslation>>;
}

export interface WorkflowDefinition extends WorkflowMetadata {
  /** In questionnaire order; the first is a page-break (the first page). */
  elements: FormElement[];
  displayLogicLibrary?: DisplayLogicLibraryRule[];
  documents?: Document[];
}

/** The engine's reading of the condition part of a document rule (see documents.ts for the rest). */
export interface RuleCondition extends Partial<Condition> {
  /** Display Logic rules: the elements whose display the rule changes. */
  displayLogicQuestions?: string[];
  /** Display Logic rules: how those elements show while the rule does not hold (default 'hide'). */
  displayLogicQuestionsDefault?: 'show' | 'hide';
  /** Sharing Logic rules: how many spouses may be invited with each review type. */
  readOnlyShareLimit?: number;
  commentShareLimit?: number;
  editShareLimit?: number;
}

export type Rule = DocumentRule & RuleCondition;

/** Document-level display logic: the document is produced only while it holds. */
export type DocumentDisplayLogic = Partial<Condition>;
