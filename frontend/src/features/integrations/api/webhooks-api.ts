import { http, type ApiSchemas } from '../../../shared/api';

export type Webhook = ApiSchemas['WebhookResponse'];
export type NewWebhook = ApiSchemas['CreateWebhookDto'];
export type CreatedWebhook = ApiSchemas['WebhookCreatedResponse'];
export type WebhookDelivery = ApiSchemas['WebhookDeliveryResponse'];
export type WebhookDeliveryPage = ApiSchemas['WebhookDeliveryListResponse'];
export type WebhookEvent = NewWebhook['events'][number];

const id = (value: number) => encodeURIComponent(String(value));

export const webhooksApi = {
  list: () =>
    http.get<ApiSchemas['WebhookListResponse']>('/webhooks').then((body) => body.webhooks),
  create: (webhook: NewWebhook) => http.post<CreatedWebhook>('/webhooks', webhook),
  remove: (webhookId: number) => http.delete<void>(`/webhooks/${id(webhookId)}`),
  /** Pauses or resumes it (one paused after repeated failures is resumed this way). */
  setPaused: (webhookId: number, paused: boolean) =>
    http
      .patch<ApiSchemas['WebhookEnvelope']>(`/webhooks/${id(webhookId)}`, { paused })
      .then((body) => body.webhook),
  deliveries: (webhookId: number, page: number, limit: number) =>
    http.get<WebhookDeliveryPage>(`/webhooks/${id(webhookId)}/deliveries`, {
      query: { page, limit },
    }),
  sendTest: (webhookId: number) =>
    http
      .post<ApiSchemas['WebhookDeliveryEnvelope']>(`/webhooks/${id(webhookId)}/test`)
      .then((body) => body.delivery),
};

export const webhooksKeys = {
  all: ['integrations', 'webhooks'] as const,
  list: () => [...webhooksKeys.all, 'list'] as const,
  deliveries: (webhookId: number) => [...webhooksKeys.all, 'deliveries', webhookId] as const,
  deliveryPage: (webhookId: number, page: number, limit: number) =>
    [...webhooksKeys.deliveries(webhookId), { page, limit }] as const,
};
