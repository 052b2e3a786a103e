/** The public page of a Quick Share link: a child of the root route, so no sign-in guards it. */
import { createRoute } from '@tanstack/react-router';
import { QuickSharePage } from '../features/quick-share/QuickSharePage';
import { rootRoute } from './root.route';

export const quickShareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'share/$token',
  component: function QuickShareRouteComponent() {
    const { token } = quickShareRoute.useParams();
    return <QuickSharePage token={token} />;
  },
});
