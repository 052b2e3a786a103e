/**
 * The stream's Live Mentions tab (spec 02, key `livementions`): the station's live mentions of
 * the loaded range, oldest first, with their review and Quick Share (LiveMentionItem); the one
 * at the cursor is highlighted, a time seeks the player there, and 'Add mention' opens the
 * manual dialog at the cursor (or at the loaded range's start without one). REJECTED mentions
 * are not listed. Loaded with the tab, not the screen.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState, LoadingState } from '../../components/QueryState';
import { errorText } from '../../lib/api-error';
import type { StreamTabProps } from '../logger-stream/StreamTabs';
import { LiveMentionItem } from './LiveMentionItem';
import { isAtCursor, listedMentions } from './live-mention-view';
import { ManualLiveMentionDialog } from './ManualLiveMentionDialog';
import { useStreamLiveMentions } from './use-stream-live-mentions';

export function LiveMentionsTab({ station, range, cursor, onSeek }: StreamTabProps) {
  const { t } = useTranslation('live-mentions');
  // The same query as the timeline's mention marks: one request for both.
  const mentions = useStreamLiveMentions(station, range);
  const listed = useMemo(() => (mentions.data ? listedMentions(mentions.data.results) : []), [mentions.data]);
  // The moment the dialog opened at: it keeps its fields while the cursor moves behind it.
  const [dialogAt, setDialogAt] = useState<number | null>(null);

  let body;
  if (mentions.isPending) body = <LoadingState label={t('loading')} />;
  else if (mentions.isError)
    body = (
      <ErrorState
        title={t('loadFailed')}
        message={errorText(mentions.error, t)}
        onRetry={() => void mentions.refetch()}
      />
    );
  else if (listed.length === 0) body = <EmptyState title={t('empty')} description={t('emptyHint')} />;
  else
    body = (
      <Stack gap="xs" role="list" aria-label={t('list.label')}>
        {listed.map((mention) => (
          <div role="listitem" key={mention.id}>
            <LiveMentionItem
              mention={mention}
              stationId={station.id}
              timeZone={station.timezone}
              current={isAtCursor(mention, cursor)}
              onSeek={onSeek}
            />
          </div>
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {mentions.data ? t('count', { count: listed.length }) : null}
        </Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setDialogAt(cursor ?? range.from)}>
          {t('add')}
        </Button>
      </Group>
      {body}
      {dialogAt !== null && (
        <ManualLiveMentionDialog
          stationId={station.id}
          timeZone={station.timezone}
          at={dialogAt}
          onClose={() => setDialogAt(null)}
        />
      )}
    </Stack>
  );
}
