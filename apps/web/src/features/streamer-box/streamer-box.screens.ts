/** The StreamerBox screens: one lazy chunk (routes/streamer-box.routes.tsx). */
export { DeviceScreen } from './DeviceScreen';
export { DevicesScreen } from './DevicesScreen';
