import { useEffect } from 'react';
import { useAppServices } from '../../lib/app-services';
import { SplashScreen } from '../../components/SplashScreen';

/** /logout: purges saved state and ends the session at the provider, landing on /login. */
export function LogoutScreen() {
  const { auth } = useAppServices();
  useEffect(() => {
    void auth.logout();
  }, [auth]);
  return <SplashScreen />;
}
