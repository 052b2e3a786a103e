/**
 * StreamerBox (spec 02 "StreamerBox", roles CLIENT_ADMIN and SUPERADMIN only): the devices list
 * and one device. /streamer-box and any other path under it open the list. The screens are one
 * lazy chunk (features/streamer-box/streamer-box.screens.ts).
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { appRoute } from './app.route';
import { requireRole } from './guards';
import { lazyArea } from './lazy-area';

const streamerBoxScreens = lazyArea(() => import('../features/streamer-box/streamer-box.screens'));
const DevicesScreen = streamerBoxScreens.screen('DevicesScreen');
const DeviceScreen = streamerBoxScreens.screen('DeviceScreen');

const adminsOnly = ({ context }: { context: Parameters<typeof requireRole>[0] }) =>
  requireRole(context, ['CLIENT_ADMIN', 'SUPERADMIN']);

const toDevices = () => {
  throw redirect({ to: '/streamer-box/devices', replace: true });
};

const streamerBoxIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'streamer-box',
  beforeLoad: (options) => {
    adminsOnly(options);
    toDevices();
  },
});

const devicesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'streamer-box/devices',
  beforeLoad: adminsOnly,
  loader: streamerBoxScreens.load,
  component: DevicesScreen,
});

const deviceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'streamer-box/devices/$deviceId',
  beforeLoad: adminsOnly,
  loader: streamerBoxScreens.load,
  component: function DeviceRoute() {
    const { deviceId } = deviceRoute.useParams();
    return <DeviceScreen key={deviceId} deviceId={deviceId} />;
  },
});

/** spec 02: any other path under /streamer-box redirects to the devices list. */
const streamerBoxOtherRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'streamer-box/$',
  beforeLoad: (options) => {
    adminsOnly(options);
    toDevices();
  },
});

export const streamerBoxRoutes = [streamerBoxIndexRoute, devicesRoute, deviceRoute, streamerBoxOtherRoute] as const;
