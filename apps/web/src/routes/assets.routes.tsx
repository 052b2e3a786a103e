import { createRoute } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';

const AssetUploadScreen = lazyArea(() => import('../features/assets/AssetUploadScreen')).screen('AssetUploadScreen');

export const assetsUploadRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assets/upload',
  component: AssetUploadScreen,
});
