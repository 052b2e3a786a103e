/**
 * /audit/s/{slug}/upload/{entry} (spec 03 section 2): the side menu of what can be uploaded and
 * the chosen entry's panel. Only `audios` for now: the schedule imports (ad-schedules-plk,
 * ad-schedules-asc, pnt-schedules-csv) arrive with Audit II, and an entry that does nothing is
 * not shown.
 */
import { Box, Flex, Stack } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLinkLink } from '../../components/links';
import { useAuditStation } from './audit-station-context';
import { AudioUploadQueue } from './upload/AudioUploadQueue';

export function AuditUploadScreen() {
  const { t } = useTranslation('audit');
  const station = useAuditStation();
  return (
    <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Stack gap={4} component="nav" aria-label={t('upload.menu')} w={{ base: '100%', md: 200 }}>
        <NavLinkLink
          to="/audit/s/$station/upload/audios"
          params={{ station: station.slug }}
          label={t('upload.audios')}
          leftSection={<IconMusic size={16} />}
          active
          aria-current="page"
        />
      </Stack>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <AudioUploadQueue station={station} />
      </Box>
    </Flex>
  );
}
