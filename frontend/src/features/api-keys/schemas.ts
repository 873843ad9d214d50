import { z } from 'zod';

/** The api_keys column is varchar(100). Messages are keys of the apiKeys namespace. */
export const API_KEY_NAME_MAX = 100;

export const apiKeySchema = z.object({
  name: z.string().trim().min(1, 'create.nameRequired').max(API_KEY_NAME_MAX, 'create.nameTooLong'),
});

export type ApiKeyValues = z.infer<typeof apiKeySchema>;
