import { createRoute } from '@tanstack/react-router';
import { AssetUploadScreen } from '../features/assets/AssetUploadScreen';
import { appRoute } from './app.route';

export const assetsUploadRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assets/upload',
  component: AssetUploadScreen,
});
