/** A number on a dashboard card, with its own loading and failed states so one slow call never blanks the page. */
import { ActionIcon, Group, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DashboardCountProps {
  /** The label with the count, e.g. "12 stations". */
  label: (count: number) => string;
  count: number | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Names what is counted, for the loading and failed states. */
  subject: string;
}

export function DashboardCount({ label, count, isPending, isError, onRetry, subject }: DashboardCountProps) {
  const { t } = useTranslation('admin');
  if (isPending)
    return <Skeleton height={28} width={120} role="status" aria-label={t('dashboard.loadingCount', { subject })} />;
  if (isError || count === undefined) {
    return (
      <Group gap={4} role="alert">
        <Text size="sm" c="red">
          {t('dashboard.countFailed', { subject })}
        </Text>
        <Tooltip label={t('dashboard.retry')}>
          <ActionIcon variant="subtle" size="sm" onClick={onRetry} aria-label={t('dashboard.retry')}>
            <IconRefresh size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <Text fw={700} size="xl">
      {label(count)}
    </Text>
  );
}
