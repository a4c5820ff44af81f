// The pricing-card editor's stages (administration-platform.md §9): each variant's general card and its two
// paywall cards, under the spec's titles, in the order a person meets them.
import type { CardLevel } from './pricing-cards';
import type { Variant } from './levels';

export interface PriceCardStage {
  /** 'collaborative.level_1': the ?edit= value that opens the stage's dialog */
  id: string;
  title: string;
  variant: Variant;
  level: CardLevel;
}

const stage = (variant: Variant, level: CardLevel, title: string): PriceCardStage => ({ id: `${variant}.${level}`, title, variant, level });

export const PRICE_CARD_STAGES: readonly PriceCardStage[] = [
  stage('collaborative', 'general', 'Collaborative Overview'),
  stage('collaborative', 'level_1', 'Collaborative Paywall One'),
  stage('collaborative', 'level_2', 'Collaborative Paywall Two'),
  stage('unilateral', 'general', 'Unilateral General'),
  stage('unilateral', 'level_1', 'Unilateral Paywall One'),
  stage('unilateral', 'level_2', 'Unilateral Paywall Two'),
];

export function findStage(id: string | null): PriceCardStage | undefined {
  return PRICE_CARD_STAGES.find((s) => s.id === id);
}
