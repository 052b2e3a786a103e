/**
 * /audit/s/{slug}/schedule/mentions/{id} (spec 03 section 2, the mention schedule link): a
 * mention's day, custom id, title, script and times to be read, and the live mentions confirming
 * it with their confidence and the schedule's status colour (issue 19 point 3).
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuditStation } from '../audit-station-context';
import { MentionScheduleMatches } from '../mentions/MentionScheduleMatches';
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
          <MentionScheduleMatches schedule={schedule} />
        </>
      )}
    </ScheduleDetailFrame>
  );
}
