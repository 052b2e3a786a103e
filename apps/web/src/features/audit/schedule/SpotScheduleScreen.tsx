/**
 * /audit/s/{slug}/schedule/spot/{id} (issue 16): a spot schedule's fields, its audio with a player,
 * and the match that confirms it: in tolerance (green), off tolerance (the yellow badge and its
 * warning), or none, with the logger one click away at the airing.
 */
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerTrackNext, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { ButtonLink } from '../../../components/links';
import { formatScore, formatSeconds, formatStationDateTime } from '../audit-format';
import { useAuditStation } from '../audit-station-context';
import { AudioPlayButton } from './AudioPlayButton';
import { ConfirmationBadge } from './ConfirmationBadge';
import { FieldList } from './FieldList';
import { ScheduleDetailFrame } from './ScheduleDetailFrame';
import { confirmingMatch, formatDiffMinutes, windowOpen } from './schedule-format';
import { ToleranceText } from './ToleranceText';

function ScheduleAudio({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const audio = schedule.audio;
  return (
    <Card withBorder component="section" aria-labelledby="schedule-audio">
      <Title order={3} size="h4" id="schedule-audio" mb="sm">
        {t('detail.audio')}
      </Title>
      {audio ? (
        <Group justify="space-between">
          <Stack gap={0}>
            <Text fw={500}>{audio.title ?? audio.customId}</Text>
            <Text size="sm" c="dimmed">
              {audio.filename} · {formatSeconds(audio.duration, i18n.language)}
            </Text>
          </Stack>
          <AudioPlayButton audio={audio} stationId={station.id} />
        </Group>
      ) : (
        <Group justify="space-between">
          <Badge color="gray" variant="light">
            {t('status.noAudio')}
          </Badge>
          <ButtonLink
            to="/audit/s/$station/upload/audios"
            params={{ station: station.slug }}
            variant="light"
            leftSection={<IconUpload size={16} />}
          >
            {t('detail.uploadAudio')}
          </ButtonLink>
        </Group>
      )}
    </Card>
  );
}

function ScheduleConfirmation({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  const match = confirmingMatch(schedule);
  return (
    <Card withBorder component="section" aria-labelledby="schedule-confirmation">
      <Title order={3} size="h4" id="schedule-confirmation" mb="sm">
        {t('fields.confirmation')}
      </Title>
      <Stack gap="sm">
        <ConfirmationBadge schedule={schedule} timeZone={timeZone} />
        {match?.confirmationType === 'OFF_TOLERANCE' && (
          <Alert color="yellow" icon={<IconAlertTriangle />} title={t('confirmation.offTolerance')}>
            {t('detail.offToleranceWarning', {
              minutes: formatDiffMinutes(match.diff, locale),
              before: schedule.toleranceConfig.before.value,
              after: schedule.toleranceConfig.after.value,
            })}
          </Alert>
        )}
        {match ? (
          <>
            <FieldList
              label={t('detail.matchLabel')}
              fields={[
                [
                  t('detail.matchDatetime', { zone: timeZone }),
                  formatStationDateTime(match.datetime, timeZone, locale),
                ],
                [t('detail.playedDuration'), formatSeconds(match.playedDuration, locale)],
                [t('detail.score'), formatScore(match.score, locale)],
                [t('detail.source'), t(`detail.sources.${match.source}`)],
              ]}
            />
            <Group>
              <ButtonLink
                to="/logger/s/$station"
                params={{ station: station.slug }}
                search={{ cursor: match.datetime, tab: 'audiomatches' }}
                variant="light"
                leftSection={<IconPlayerTrackNext size={16} />}
              >
                {t('detail.openInLogger')}
              </ButtonLink>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t(windowOpen(schedule) ? 'detail.pendingHelp' : 'detail.notAiredHelp')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function SpotScheduleScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const timeZone = station.timezone;
  const locale = i18n.language;
  return (
    <ScheduleDetailFrame
      id={id}
      type="SPOT"
      category="spot"
      title={(schedule) => t('detail.spotTitle', { customId: schedule.customId })}
    >
      {(schedule) => (
        <>
          <FieldList
            label={t('detail.fieldsLabel')}
            fields={[
              [t('detail.datetime', { zone: timeZone }), formatStationDateTime(schedule.datetime, timeZone, locale)],
              [t('fields.customId'), schedule.customId],
              [t('fields.advertiser'), schedule.advertiser || '-'],
              [t('fields.campaign'), schedule.campaign || '-'],
              [t('fields.version'), schedule.version || '-'],
              [t('fields.order'), schedule.order ?? '-'],
              [t('fields.tolerance'), <ToleranceText key="tolerance" schedule={schedule} />],
              ...Object.entries(schedule.custom).map(([name, value]): [string, string] => [name, value]),
            ]}
          />
          <ScheduleAudio schedule={schedule} />
          <ScheduleConfirmation schedule={schedule} />
        </>
      )}
    </ScheduleDetailFrame>
  );
}
