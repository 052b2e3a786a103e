/**
 * The stream's Audio Matches tab (spec 02, key `audiomatches`): the matches of the loaded range
 * grouped by moment, a click plays one, and 'Add match' opens the manual-create dialog at the
 * cursor (or at the loaded range's start without one). Loaded with the tab, not the screen.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { errorText } from '../../../lib/api-error';
import type { StreamTabProps } from '../StreamTabs';
import { AudioMatchesList } from './AudioMatchesList';
import { ManualMatchModal } from './ManualMatchModal';
import { useStreamMatches } from './use-stream-matches';

export function AudioMatchesTab({ station, range, cursor, onSeek }: StreamTabProps) {
  const { t } = useTranslation('audio-matches');
  const matches = useStreamMatches(station, range);
  // The moment the dialog opened at: it keeps its fields while the cursor moves behind it.
  const [dialogAt, setDialogAt] = useState<number | null>(null);

  let body;
  if (matches.isPending) body = <LoadingState label={t('loading')} />;
  else if (matches.isError)
    body = (
      <ErrorState
        title={t('loadFailed')}
        message={errorText(matches.error, t)}
        onRetry={() => void matches.refetch()}
      />
    );
  else if (matches.data.results.length === 0) body = <EmptyState title={t('empty')} />;
  else {
    const { results, metadata } = matches.data;
    body = (
      <Stack gap="xs">
        <AudioMatchesList stationId={station.id} matches={results} timeZone={station.timezone} onSeek={onSeek} />
        {metadata.totalCount > results.length && (
          <Text size="xs" c="dimmed">
            {t('partial', { shown: results.length, total: metadata.totalCount })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {matches.data ? t('count', { count: matches.data.metadata.totalCount }) : null}
        </Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setDialogAt(cursor ?? range.from)}>
          {t('add')}
        </Button>
      </Group>
      {body}
      {dialogAt !== null && <ManualMatchModal station={station} at={dialogAt} onClose={() => setDialogAt(null)} />}
    </Stack>
  );
}
