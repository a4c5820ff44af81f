// The platform settings form on the admin home (administration-platform.md §3, §4): the maintenance flag, which
// sends every visitor of home to /503, and the idle timeout in minutes before the Session Activity warning.
import { z } from 'zod';

export const SETTINGS_MESSAGES = {
  idleTimeout: 'The idle timeout is a whole number of minutes from 1 to 1440 (one day)',
  saved: 'The settings are saved.',
} as const;

export const settingsSchema = z.object({
  maintenance: z.literal('on').optional(),
  idleTimeoutMinutes: z
    .number({ error: SETTINGS_MESSAGES.idleTimeout })
    .int(SETTINGS_MESSAGES.idleTimeout)
    .min(1, SETTINGS_MESSAGES.idleTimeout)
    .max(1440, SETTINGS_MESSAGES.idleTimeout),
});
