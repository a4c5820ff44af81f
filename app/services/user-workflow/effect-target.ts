// The user workflow an effect is carried out on: the columns the handlers read, selected once with the row lock.
export interface EffectTarget {
  id: string;
  owner_id: string;
  published_workflow_id: string;
  form_id: string;
  name: string;
}

export const EFFECT_TARGET_COLUMNS = ['id', 'owner_id', 'published_workflow_id', 'form_id', 'name'] as const;
