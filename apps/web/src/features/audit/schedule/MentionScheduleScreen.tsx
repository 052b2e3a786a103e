/**
 * /audit/s/{slug}/schedule/mentions/{id} (spec 03 section 2, the mention schedule link): a
 * mention's day, custom id, title, script and times to be read. Its matches arrive with live
 * mentions, which the page says rather than showing an empty list.
 */
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuditStation } from '../audit-station-context';
import { FieldList } from './FieldList';
import { ScheduleDetailFrame } from './ScheduleDetailFrame';
import { formatStationDay } from './schedule-format';

export function MentionScheduleScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('audit-schedules');
  const station = useAuditStation();
  return (
    <ScheduleDetailFrame
      id={id}
      type="MENTION"
      category="pnt"
      title={(schedule) => t('detail.mentionTitle', { title: schedule.title || schedule.customId })}
    >
      {(schedule) => (
        <>
          <FieldList
            label={t('detail.fieldsLabel')}
            fields={[
              [
                t('detail.day', { zone: station.timezone }),
                formatStationDay(schedule.datetime, station.timezone, i18n.language),
              ],
              [t('fields.customId'), schedule.customId],
              [t('fields.title'), schedule.title || '-'],
              [t('fields.count'), schedule.count],
              [
                t('fields.script'),
                <Text key="script" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {schedule.dirtyText || '-'}
                </Text>,
              ],
            ]}
          />
          <Alert color="blue" icon={<IconInfoCircle />} title={t('index.detectionTitle')}>
            {t('detail.mentionMatchesSoon')}
          </Alert>
        </>
      )}
    </ScheduleDetailFrame>
  );
}
