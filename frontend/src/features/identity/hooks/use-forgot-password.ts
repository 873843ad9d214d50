import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { identityApi } from '../api/identity-api';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

/** Spec §4: the sent state is shown even when the request fails. */
export function useForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await identityApi.forgotPassword(email);
    } catch {
      // Swallowed on purpose: the page never tells whether an account exists.
    }
    setSentTo(email);
  });

  return { form, onSubmit, sentTo, tryAgain: () => setSentTo(null) };
}
