import { z } from 'zod';

/** The webhooks.url column is varchar(2048). Messages are keys of the integrations namespace. */
export const WEBHOOK_URL_MAX = 2048;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const webhookSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'form.urlRequired')
    .max(WEBHOOK_URL_MAX, 'form.urlTooLong')
    .refine(isHttpUrl, 'form.urlInvalid'),
  notificationCreated: z.boolean().refine(Boolean, 'form.eventRequired'),
});

export type WebhookValues = z.infer<typeof webhookSchema>;
