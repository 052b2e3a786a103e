/**
 * The assets area (spec 01 section 2). Its one screen is /assets/upload ("a stub page with a
 * file-upload field"), so /assets opens it, as /settings opens its form.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';

const AssetUploadScreen = lazyArea(() => import('../features/assets/AssetUploadScreen')).screen('AssetUploadScreen');

export const assetsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assets',
  beforeLoad: () => {
    throw redirect({ to: '/assets/upload', replace: true });
  },
});

export const assetsUploadRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assets/upload',
  component: AssetUploadScreen,
});
