// The builder catalogue in English without a request, for tests of what the builder's helpers name by key (money,
// table cells); its own module so no page that imports i18n/english.ts carries the builder's catalogue.
import type { TFunction } from 'i18next';
import builder from './catalogues/en/builder';
import { fixedEnglish } from './english';

export function englishBuilder(): TFunction<'builder'> {
  return fixedEnglish('builder', builder);
}
