import { z } from 'zod';
import { REPORT_FIELDS, REPORT_TEXT_MAX } from './types';

/** Messages are keys of the reports namespace; the server checks the same bounds. */
export const reportSchema = z.object({
  field: z.union([z.enum(REPORT_FIELDS), z.literal('')]).refine((field) => field !== '', {
    message: 'dialog.fieldRequired',
  }),
  message: z
    .string()
    .trim()
    .min(1, 'dialog.messageRequired')
    .max(REPORT_TEXT_MAX, 'dialog.messageTooLong'),
});
export type ReportValues = z.input<typeof reportSchema>;

export const closeReportSchema = z.object({
  reply: z.string().trim().max(REPORT_TEXT_MAX, 'admin.closeDialog.replyTooLong'),
});
export type CloseReportValues = z.infer<typeof closeReportSchema>;
