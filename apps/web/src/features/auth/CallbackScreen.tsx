/**
 * /{provider}-callback: finishes the code exchange, then goes to the stored redirect_to or /.
 * A provider error (error, error_description) goes to /login with login_error_msg/code.
 */
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAppServices } from '../../lib/app-services';
import { SplashScreen } from '../../components/SplashScreen';
import { loginErrorHref } from './auth.service';

export interface CallbackScreenProps {
  error?: string | undefined;
  errorDescription?: string | undefined;
}

export function CallbackScreen({ error, errorDescription }: CallbackScreenProps) {
  const { auth } = useAppServices();
  const router = useRouter();

  useEffect(() => {
    if (error) {
      router.history.replace(loginErrorHref(errorDescription || error, error));
      return;
    }
    auth
      .completeLogin()
      .then((redirectTo) => router.history.replace(redirectTo))
      .catch((failure: unknown) => {
        const code = (failure as { error?: string }).error ?? 'callback_error';
        const message = failure instanceof Error ? failure.message : String(failure);
        router.history.replace(loginErrorHref(message, code));
      });
  }, [auth, router, error, errorDescription]);

  return <SplashScreen />;
}
