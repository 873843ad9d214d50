/**
 * Every table that holds rows about a user, for "Your data" (CONTRACT 7.7): the export lists
 * each one. A context that adds such a table (watches, API keys, webhooks…) adds it here, and
 * says in its migration what deleting the user does to it (cascade, or set null when kept).
 */
export interface PersonalDataTable {
  /** The key of the list in the exported JSON. */
  section: string;
  /** A trusted table name or subquery, aliased `t` in the statement. */
  from: string;
  /** The column holding the user's id. */
  owner: string;
  /** A unique, sortable text expression over `t`, for paging. */
  key: string;
  /** Columns never exported: secrets, and the owner id the file is about anyway. */
  omit: string[];
}

const byId = "lpad(t.id::text, 12, '0')";

export const PERSONAL_DATA_TABLES: readonly PersonalDataTable[] = [
  {
    section: 'sessions',
    from: 'refresh_tokens',
    owner: 'user_id',
    key: byId,
    omit: ['user_id', 'token_hash'],
  },
  {
    section: 'emailLinks',
    from: 'one_time_tokens',
    owner: 'user_id',
    key: byId,
    omit: ['user_id', 'token_hash'],
  },
  {
    section: 'favorites',
    from: `(SELECT f.*, r.nom_complet, r.siren,
              (SELECT coalesce(jsonb_agg(jsonb_build_object(
                        'id', d.id, 'originalName', d.original_name, 'mimeType', d.mime_type,
                        'size', d.size, 'uploadedAt', d.uploaded_at) ORDER BY d.id), '[]')
                 FROM favorite_documents d WHERE d.favorite_id = f.id) AS documents
            FROM favorites f LEFT JOIN analyzer_records r ON r.id = f.analyzer_record_id)`,
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  {
    section: 'creditBalance',
    from: 'credit_balances',
    owner: 'user_id',
    key: 't.user_id::text',
    omit: ['user_id'],
  },
  {
    section: 'creditTransactions',
    from: 'credit_transactions',
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  { section: 'payments', from: 'payments', owner: 'user_id', key: byId, omit: ['user_id'] },
  {
    section: 'subscriptions',
    from: 'user_subscriptions',
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  {
    section: 'planCreditPeriods',
    from: 'plan_credit_periods',
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  {
    section: 'checkouts',
    from: 'checkout_sessions',
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  {
    section: 'billingCustomer',
    from: 'billing_customers',
    owner: 'user_id',
    key: 't.user_id::text',
    omit: ['user_id'],
  },
  {
    section: 'recordConsultations',
    from: 'record_consultations',
    owner: 'user_id',
    key: "t.month::text || ':' || lpad(t.record_id::text, 12, '0')",
    omit: ['user_id'],
  },
  {
    section: 'assignedRecords',
    from: 'record_assignments',
    owner: 'user_id',
    key: "lpad(t.record_id::text, 12, '0')",
    omit: ['user_id'],
  },
  {
    section: 'accessGrants',
    from: 'access_grants',
    owner: 'user_id',
    key: byId,
    omit: ['user_id', 'plan_id', 'created_by'],
  },
  {
    section: 'apiKeys',
    from: 'api_keys',
    owner: 'user_id',
    key: byId,
    omit: ['user_id', 'secret_hash'],
  },
  {
    section: 'watches',
    from: 'watches',
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  {
    // The places deleted watches still hold (issue 28): which companies, until when.
    section: 'releasedWatchSlots',
    from: 'released_watch_slots',
    owner: 'user_id',
    key: 't.siren::text',
    omit: ['user_id'],
  },
  {
    section: 'savedSearches',
    from: 'saved_searches',
    owner: 'user_id',
    key: byId,
    omit: ['user_id'],
  },
  {
    section: 'notifications',
    from: 'notifications',
    owner: 'user_id',
    key: "lpad(t.id::text, 20, '0')",
    omit: ['user_id'],
  },
  {
    section: 'companyReports',
    from: 'company_reports',
    owner: 'user_id',
    key: byId,
    omit: ['user_id', 'closed_by'],
  },
  {
    section: 'notificationSettings',
    from: 'notification_settings',
    owner: 'user_id',
    key: 't.user_id::text',
    omit: ['user_id', 'unsubscribe_token_hash'],
  },
  {
    section: 'webhooks',
    from: 'webhooks',
    owner: 'user_id',
    key: byId,
    omit: ['user_id', 'secret'],
  },
  {
    section: 'webhookDeliveries',
    from: `(SELECT d.*, w.user_id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id)`,
    owner: 'user_id',
    key: "lpad(t.id::text, 20, '0')",
    omit: ['user_id'],
  },
  {
    section: 'accountChangesByAdmins',
    from: 'admin_audit_log',
    owner: 'target_user_id',
    key: byId,
    omit: ['target_user_id', 'actor_id'],
  },
];
