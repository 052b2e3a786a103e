/** Fixtures of the social export screens' tests: stations with platforms enabled, connections and uploads. */
import type { FeaturesConfigInput, IntegrationState, SocialPlatform, Station, UploadRecord } from '@antena/contract';
import { aUserStation } from '../../test/app-kit';

export const ST1 = '0b0e6a52-1d0c-4a8e-9f3e-0000000000a1';
export const ST2 = '0b0e6a52-1d0c-4a8e-9f3e-0000000000a2';
export const ST3 = '0b0e6a52-1d0c-4a8e-9f3e-0000000000a3';
export const ST4 = '0b0e6a52-1d0c-4a8e-9f3e-0000000000a4';
export const UPLOAD_ID = '5c1b2c3d-0000-4000-8000-000000000001';
export const FRAGMENT = '7a1b2c3d-0000-4000-8000-00000000f001';

export const withPlatforms = (...platforms: SocialPlatform[]): FeaturesConfigInput => ({
  fragments: { platformUpload: Object.fromEntries(platforms.map((platform) => [platform, { enabled: true }])) },
});

export const aSocialStation = (id: string, name: string, platforms: SocialPlatform[] = []): Station =>
  aUserStation({ id, slug: name.toLowerCase().replace(/\s+/g, '-'), name }, withPlatforms(...platforms));

export const aConnection = (overrides: Partial<IntegrationState> = {}): IntegrationState => ({
  stationId: ST1,
  platform: 'YOUTUBE',
  connected: true,
  connectedBy: 'ana@radio.com',
  connectedAt: '2026-03-10T12:05:00Z',
  profile: { displayName: 'Radio Uno TV', photo: 'https://yt.test/photo.jpg', url: 'https://youtube.test/@radiouno' },
  needsReconnect: false,
  error: null,
  ...overrides,
});

export const notConnected = (stationId: string, platform: SocialPlatform = 'YOUTUBE'): IntegrationState => ({
  stationId,
  platform,
  connected: false,
  connectedBy: null,
  connectedAt: null,
  profile: null,
  needsReconnect: false,
  error: null,
});

export const anUpload = (overrides: Partial<UploadRecord> = {}): UploadRecord => ({
  id: UPLOAD_ID,
  key: `FRAGMENT:${FRAGMENT}`,
  stationId: ST1,
  fragmentId: FRAGMENT,
  fragmentTitle: 'Morning interview',
  platform: 'YOUTUBE',
  variant: null,
  status: 'UPLOADING',
  createdAt: '2026-03-10T12:10:00Z',
  createdBy: 'ana@radio.com',
  progress: { sentBytes: 0, totalBytes: 0 },
  videoUrl: null,
  error: null,
  errorCode: null,
  ...overrides,
});
