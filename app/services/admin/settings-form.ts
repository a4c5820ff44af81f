// The platform settings form on the admin home (administration-platform.md §3, §4): the maintenance flag, which
// sends every visitor of home to /503, and the idle timeout in minutes before the Session Activity warning. Its
// message is the admin catalogue's, in the admin's language (`t`: the page's in the browser, the action's fixed T).
import { z } from 'zod';
import type { AdminTexts } from './admin-nav';

export function settingsSchema(t: AdminTexts) {
  const idleTimeout = t('home.idleTimeoutInvalid');
  return z.object({
    maintenance: z.literal('on').optional(),
    idleTimeoutMinutes: z.number({ error: idleTimeout }).int(idleTimeout).min(1, idleTimeout).max(1440, idleTimeout),
  });
}

export type SettingsForm = z.input<ReturnType<typeof settingsSchema>>;
