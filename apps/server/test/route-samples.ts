/**
 * Valid samples for walks over the route table, so that they reach the handler (validation
 * answers 400 before anything else): bodies by the schema's OpenAPI id, and values of required
 * query parameters by name. A route whose body or required query parameter has no sample here
 * fails the walk with a message naming it.
 */
const EXPORT_OPTIONS = {
  audioMatchIncludeBefore: 0,
  audioMatchIncludeAfter: 0,
  excludeVersion: false,
  publicLink: false,
  pathFormat: { formatId: 'station-date' },
};

export const SAMPLE_BODIES: Record<string, unknown> = {
  UserUpdate: { name: 'Walk', surname: 'Test', role: 'CLIENT_USER', groupId: null },
  GroupSave: { name: 'Walk group', usersIds: [] },
  StationUpdate: { language: 'es' },
  ExternalExportStart: {},
  DeliveryEnable: {},
  StationContentConfigUpdate: { prompts: [{ id: '', name: 'Walk prompt', content: 'Write a news article.' }] },
  GenerateAiArticles: { promptId: 'NEWS_ARTICLE_ES' },
  UserArticle: { title: 'Walk', body: '<p>Walk</p>' },
  SocialVersionGenerate: {},
  SocialVersionUpdate: { title: 'Walk', body: 'Walk' },
  StationConfigUpdate: { externalExport: { target: null } },
  FragmentsConfigUpdate: {},
  FragmentCreate: {
    type: 'DEFAULT_FRAGMENT',
    title: 'Walk',
    from: Date.parse('2026-01-05T10:00:00Z'),
    to: Date.parse('2026-01-05T10:01:00Z'),
  },
  FragmentUpdate: { title: 'Walk' },
  WpWordsUpdate: { time: 0, wp_words: [{ word: 'hola', start: 0, end: 400, confidence: 0.9 }] },
  DiarizeUpdate: { time: 0, diarization: [{ label: 'SPEAKER_1' }] },
  Allowed: { allowed: true },
  CreateScheduleBatch: {
    rows: [
      {
        line: 2,
        datetime: Date.parse('2026-01-05T10:00:00Z'),
        customId: 'WALK',
        advertiser: '',
        campaign: '',
        version: '',
        toleranceBefore: null,
        tolerance: null,
      },
    ],
  },
  ManualMatch: {
    datetime: Date.parse('2026-01-05T10:00:00Z'),
    score: 90,
    playedDuration: 20_000,
    audioId: '00000000-0000-4000-8000-000000000000',
  },
  LiveMentionDetect: { date: '2026-01-05' },
  LiveMentionUpdate: { confidence: 'ACCEPTED' },
  MatchReviewUpdate: { review: 'ACCEPTED' },
  ManualLiveMention: { datetime: Date.parse('2026-01-05T10:00:00Z'), name: 'Walk mention' },
  ReportConfig: { stationsIds: [], from: Date.parse('2026-01-05T00:00:00Z'), to: Date.parse('2026-01-06T00:00:00Z') },
  ReportExportOptions: EXPORT_OPTIONS,
  AodRuleSave: {
    name: 'Walk rule',
    reportType: 'AUDIT_GIP_STATUS',
    trigger: 'ORDER_END',
    active: true,
    reportConfig: { from: Date.parse('2026-01-05T00:00:00Z'), to: Date.parse('2026-01-06T00:00:00Z') },
    exportOptions: EXPORT_OPTIONS,
    exportConditions: { minEfficiency: 0.9 },
  },
  AodManualRun: { description: 'Walk run' },
  DeviceCreate: { name: 'Walk box' },
  DeviceRename: { name: 'Walk box' },
  DeviceSetCoords: { latitude: 40.4168, longitude: -3.7038 },
  DeviceVarsUpdate: [{ id: 'streamer.bitrate', value: '128k' }],
  DeviceStationLink: { stationId: null },
  UploadStart: { data: { title: 'Walk', content: 'Walk video' } },
  AudiogramGenerate: { variants: ['1x1'] },
  AudiogramSocialExport: { variant: '1x1', data: { title: 'Walk', content: 'Walk video' } },
  DailymotionCredentials: { key: 'walk-key', secret: 'walk-secret', channelId: 'x7walk1' },
};

/** What query samples may refer to: the recorded range of the walk's station. */
export interface SampleRecording {
  from: number;
  to: number;
}

export const SAMPLE_QUERY_VALUES: Record<string, (recording: SampleRecording) => string> = {
  from: (recording) => String(recording.from),
  to: (recording) => String(recording.to),
  query: () => 'hola + mundo',
  date: () => '2026-01-05',
  variant: () => '1x1',
  station: () => '00000000-0000-4000-8000-000000000000',
  keys: () => 'FRAGMENT:00000000-0000-4000-8000-000000000000',
};
