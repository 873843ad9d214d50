import { Link } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CreditTransaction } from '../api/credits-api';
import { transactionReasonKey } from '../transaction-labels';

/**
 * What a ledger row was for, in the reader's language, from the code and params the server sends;
 * the company a credit paid for links to its record. An admin's adjustment shows the reason the
 * admin wrote, and a code this screen does not know shows the server's description.
 */
export function TransactionReason({ transaction }: { transaction: CreditTransaction }) {
  const { t } = useTranslation('credits');
  const key = transactionReasonKey(transaction);
  if (!key) return <>{transaction.description}</>;
  const { params } = transaction;
  const record =
    params.recordId !== undefined ? (
      <Link component={RouterLink} to={`/analyzer/records/${params.recordId}`} />
    ) : (
      <span />
    );
  return (
    <Trans
      t={t}
      i18nKey={key}
      values={{
        plan: params.plan,
        company: params.companyName,
        siren: params.siren,
        credits: params.packCredits ?? 0,
      }}
      components={{ record }}
    />
  );
}
