/** What a Clone (`?clone={reportId}`) is doing: reading the saved report, done, or failed. */
import { Alert, Loader, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedReport } from '@antena/contract';
import { errorText } from '../../../lib/api-error';

export function CloneNotice({ cloneId, clone }: { cloneId: string | undefined; clone: UseQueryResult<SavedReport> }) {
  const { t } = useTranslation('gip-report');
  if (!cloneId) return null;
  if (clone.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('clone.loading')}</Text>
      </Group>
    );
  if (clone.isError)
    return (
      <Alert color="red" title={t('clone.failed')} role="alert">
        {errorText(clone.error, t)}
      </Alert>
    );
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('clone.loaded', { name: clone.data.name })}
    </Text>
  );
}
