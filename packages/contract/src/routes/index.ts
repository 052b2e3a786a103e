import { adminRoutes } from './admin';
import { aodRoutes } from './aod';
import { audiogramRoutes } from './audiogram';
import { socialExportRoutes } from './social-export';
import { contentAiRoutes } from './content-ai';
import { globalReportRoutes } from './global-reports';
import { reportRoutes } from './reports';
import { auditRoutes } from './audit';
import { auditScheduleRoutes } from './audit-schedules';
import { fragmentRoutes } from './fragments';
import { liveMentionRoutes } from './live-mentions';
import { fragmentTranscriptionRoutes } from './fragment-transcription';
import { permissionRoutes } from './permissions';
import { platformRoutes } from './platform';
import { quickShareRoutes } from './quick-share';
import { recordingRoutes } from './recording';
import { streamerBoxRoutes } from './streamer-box';
import { systemRoutes } from './system';
import { transcriptionRoutes } from './transcription';

/**
 * The route table: every call the web app, the server and the agent share. The server
 * registers exactly these; OpenAPI at `/api/docs` is generated from them.
 */
export const routes = {
  ...systemRoutes,
  ...adminRoutes,
  ...permissionRoutes,
  ...platformRoutes,
  ...recordingRoutes,
  ...quickShareRoutes,
  ...auditRoutes,
  ...auditScheduleRoutes,
  ...liveMentionRoutes,
  ...reportRoutes,
  ...globalReportRoutes,
  ...aodRoutes,
  ...fragmentRoutes,
  ...transcriptionRoutes,
  ...fragmentTranscriptionRoutes,
  ...streamerBoxRoutes,
  ...audiogramRoutes,
  ...socialExportRoutes,
  ...contentAiRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
