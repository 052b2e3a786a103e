/** A schedule's tolerance window (−before / +after minutes), saying which side the client's default gave. */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@antena/contract';
import { inheritedSides } from './schedule-format';

export function ToleranceText({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('audit-schedules');
  const inherited = inheritedSides(schedule);
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('tolerance.window', {
          before: schedule.toleranceConfig.before.value,
          after: schedule.toleranceConfig.after.value,
        })}
      </Text>
      {inherited && (
        <Text size="xs" c="dimmed">
          {t(`tolerance.inherited.${inherited}`)}
        </Text>
      )}
    </Stack>
  );
}
