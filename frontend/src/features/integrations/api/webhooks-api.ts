import { api, type ApiSchemas } from '../../../shared/api';

export type Webhook = ApiSchemas['WebhookResponse'];
export type NewWebhook = ApiSchemas['CreateWebhookDto'];
export type CreatedWebhook = ApiSchemas['WebhookCreatedResponse'];
export type WebhookDelivery = ApiSchemas['WebhookDeliveryResponse'];
export type WebhookDeliveryPage = ApiSchemas['WebhookDeliveryListResponse'];
export type WebhookEvent = NewWebhook['events'][number];

export const webhooksApi = {
  list: () => api.get('/api/webhooks').then((body) => body.webhooks),
  create: (webhook: NewWebhook): Promise<CreatedWebhook> =>
    api.post('/api/webhooks', { body: webhook }),
  remove: (id: number) => api.delete('/api/webhooks/{id}', { params: { path: { id } } }),
  /** Pauses or resumes it (one paused after repeated failures is resumed this way). */
  setPaused: (id: number, paused: boolean) =>
    api
      .patch('/api/webhooks/{id}', { params: { path: { id } }, body: { paused } })
      .then((body) => body.webhook),
  deliveries: (id: number, page: number, limit: number): Promise<WebhookDeliveryPage> =>
    api.get('/api/webhooks/{id}/deliveries', {
      params: { path: { id }, query: { page, limit } },
    }),
  sendTest: (id: number) =>
    api.post('/api/webhooks/{id}/test', { params: { path: { id } } }).then((body) => body.delivery),
};

export const webhooksKeys = {
  all: ['integrations', 'webhooks'] as const,
  list: () => [...webhooksKeys.all, 'list'] as const,
  deliveries: (webhookId: number) => [...webhooksKeys.all, 'deliveries', webhookId] as const,
  deliveryPage: (webhookId: number, page: number, limit: number) =>
    [...webhooksKeys.deliveries(webhookId), { page, limit }] as const,
};
