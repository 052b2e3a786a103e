/**
 * /audit/s/{slug}/upload/{entry} (spec 03 section 2): the side menu of what can be uploaded and
 * the chosen entry's panel: the audios, the PLK and ASC ad schedules, and the PNT CSV mention
 * schedules where the station has live mentions (elsewhere that entry is not offered, and its
 * address says 'Not enabled').
 */
import { Box, Flex, Stack } from '@mantine/core';
import { IconCalendarEvent, IconLock, IconMessage, IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { NavLinkLink } from '../../components/links';
import { useAuditStation } from './audit-station-context';
import { hasLiveMentions } from './audit-stations';
import { AudioUploadQueue } from './upload/AudioUploadQueue';
import { ScheduleFileImport } from './upload/ScheduleFileImport';
import type { ScheduleUploadEntry, UploadEntry } from './upload/upload-entries';

const SCHEDULE_ICONS: Record<ScheduleUploadEntry, typeof IconMusic> = {
  'ad-schedules-plk': IconCalendarEvent,
  'ad-schedules-asc': IconCalendarEvent,
  'pnt-schedules-csv': IconMessage,
};

export function AuditUploadScreen({ entry = 'audios' }: { entry?: UploadEntry }) {
  const { t } = useTranslation('audit');
  const { t: tImport } = useTranslation('audit-reports');
  const station = useAuditStation();
  const mentions = hasLiveMentions(station);
  const scheduleEntries = (Object.keys(SCHEDULE_ICONS) as ScheduleUploadEntry[]).filter(
    (value) => mentions || value !== 'pnt-schedules-csv',
  );
  const current = (value: UploadEntry) =>
    value === entry ? ({ active: true, 'aria-current': 'page' } as const) : { active: false };

  let panel = <AudioUploadQueue station={station} />;
  if (entry === 'pnt-schedules-csv' && !mentions)
    panel = (
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('categories.notEnabled')}
        description={t('categories.pntNotEnabled')}
      />
    );
  else if (entry !== 'audios') panel = <ScheduleFileImport entry={entry} station={station} />;

  return (
    <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Stack gap={4} component="nav" aria-label={t('upload.menu')} w={{ base: '100%', md: 220 }}>
        <NavLinkLink
          to="/audit/s/$station/upload/audios"
          params={{ station: station.slug }}
          label={t('upload.audios')}
          leftSection={<IconMusic size={16} />}
          {...current('audios')}
        />
        {scheduleEntries.map((value) => {
          const Icon = SCHEDULE_ICONS[value];
          return (
            <NavLinkLink
              key={value}
              to="/audit/s/$station/upload/$entry"
              params={{ station: station.slug, entry: value }}
              label={tImport(`import.entries.${value}`)}
              leftSection={<Icon size={16} />}
              {...current(value)}
            />
          );
        })}
      </Stack>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        {panel}
      </Box>
    </Flex>
  );
}
