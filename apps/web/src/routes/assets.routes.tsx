import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app.route';

const AssetUploadScreen = lazyRouteComponent(() => import('../features/assets/AssetUploadScreen'), 'AssetUploadScreen');

export const assetsUploadRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assets/upload',
  component: AssetUploadScreen,
});
