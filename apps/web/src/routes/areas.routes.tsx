/**
 * The top-level areas of spec 01 section 2. Station areas also answer on /{area}/s/{station},
 * the shape the sidebar carries. Each renders its header and an honest empty state until its
 * issue lands. StreamerBox has its own routes (streamer-box.routes.tsx).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { AreaPlaceholderScreen, type AreaKey } from '../features/areas/AreaPlaceholderScreen';
import type { MeUser } from '@antena/contract';
import { appRoute } from './app.route';
import type { RouterContext } from './root.route';
import { requireFeatureFlag } from './guards';

type AreaGuard = (options: { context: RouterContext & { currentUser: MeUser } }) => void | Promise<void>;

/** spec 01 section 2: Content AI only with the content-AI feature flag. */
const contentAiGuard: AreaGuard = ({ context }) => requireFeatureFlag(context, 'app__content_ai_enabled');

function areaRoute<const P extends string>(path: P, area: AreaKey, beforeLoad?: AreaGuard) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad,
    component: () => <AreaPlaceholderScreen area={area} />,
  });
}

export function stationAreaRoute<const P extends string>(path: P, area: AreaKey, beforeLoad?: AreaGuard) {
  const route = createRoute({
    getParentRoute: () => appRoute,
    path: `${path}/s/$station` as `${P}/s/$station`,
    beforeLoad,
    component: function StationAreaComponent() {
      const { station } = route.useParams() as { station: string };
      return <AreaPlaceholderScreen area={area} station={station} />;
    },
  });
  return route;
}

export const contentAiRoute = areaRoute('content-ai', 'contentAi', contentAiGuard);

/** /settings has no screen of its own: it opens the settings form. */
export const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  beforeLoad: () => {
    throw redirect({ to: '/settings/config' });
  },
});

export const stationAreaRoutes = [stationAreaRoute('content-ai', 'contentAi', contentAiGuard)] as const;
