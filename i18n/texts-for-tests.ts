// Tests only: one namespace's fixed T in a language, from its catalogue, as a page in that language would have it.
import { createInstance, type TFunction } from 'i18next';
import { loadCatalogue, type Namespace } from './catalogues';

export async function textsIn<N extends Namespace>(language: string, namespace: N): Promise<TFunction<N>> {
  const i18n = createInstance();
  const messages = await loadCatalogue(language, namespace);
  await i18n.init({ lng: language, ns: [namespace], defaultNS: namespace, resources: { [language]: { [namespace]: messages } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, namespace) as TFunction<N>;
}
