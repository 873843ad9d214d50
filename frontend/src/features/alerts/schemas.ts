import { z } from 'zod';

/** The saved_searches column is varchar(120). Messages are keys of the alerts namespace. */
export const SAVED_SEARCH_NAME_MAX = 120;

export const saveSearchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'saveDialog.nameRequired')
    .max(SAVED_SEARCH_NAME_MAX, 'saveDialog.nameTooLong'),
  alert: z.boolean(),
});

export type SaveSearchValues = z.infer<typeof saveSearchSchema>;
