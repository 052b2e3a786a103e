/**
 * The audio upload queue of /audit/s/{slug}/upload (spec 03 sections 4, 5 and 8): files picked or
 * dropped become items with an editable audio id; Start uploads them one at a time with their
 * progress; the batch ends with a summary. Leaving while files are uploading or waiting asks first.
 */
import { useState, type DragEvent } from 'react';
import { Alert, Button, Checkbox, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { batchSummary, isIdMissing, UPLOAD_ACCEPT, uploadTargets } from './upload-queue';
import { UploadQueueTable } from './UploadQueueTable';
import { useUploadQueue } from './use-upload-queue';

/** What the picker's accept list lets through, for dropped files (which skip it). An unknown type goes to the server to judge. */
const isMedia = (file: File) => file.type === '' || /^(audio|video)\//.test(file.type);

export function AudioUploadQueue({ station }: { station: Station }) {
  // Another station is another queue: files picked for one never go to the next one shown.
  return <StationUploadQueue key={station.id} station={station} />;
}

function StationUploadQueue({ station }: { station: Station }) {
  const { t } = useTranslation('audit-upload');
  const targets = uploadTargets(station);
  const queue = useUploadQueue(station.id, targets);
  const [skipped, setSkipped] = useState(0);
  const [dragging, setDragging] = useState(false);
  const { items, batch } = queue;
  const editable = batch === 'NOT_STARTED';

  useBlocker({
    shouldBlockFn: async () =>
      queue.pending &&
      !(await confirm({
        title: t('leave.title'),
        message: t('leave.message'),
        confirmLabel: t('leave.confirm'),
        cancelLabel: t('leave.stay'),
        danger: true,
      })),
    enableBeforeUnload: () => queue.pending,
  });

  const addFiles = (files: readonly File[]) => {
    const media = files.filter(isMedia);
    setSkipped(files.length - media.length);
    queue.add(media);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (editable) addFiles([...event.dataTransfer.files]);
  };

  const group = targets.find((target) => target.type === 'STATIONS_GROUP_AUDIO');
  const current = items.findIndex((item) => item.status === 'STARTED') + 1;
  const summary = batchSummary(items);
  const missingIds = items.some(isIdMissing);

  return (
    <Stack gap="md">
      <Text size="sm">
        {group ? t('target.group', { group: group.groupName }) : t('target.station', { station: station.name })}
      </Text>

      <Paper
        withBorder
        p="lg"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (editable) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          opacity: editable ? 1 : 0.6,
        }}
      >
        <Group justify="center" gap="sm">
          <IconUpload size={20} aria-hidden />
          <Text size="sm">{t('picker.drop')}</Text>
          <FileButton
            multiple
            accept={UPLOAD_ACCEPT}
            onChange={addFiles}
            disabled={!editable}
            inputProps={{ 'aria-label': t('picker.inputLabel') }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" disabled={!editable}>
                {t('picker.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        {skipped > 0 && (
          <Text size="sm" c="orange" ta="center" mt="xs" role="status">
            {t('picker.skipped', { count: skipped })}
          </Text>
        )}
      </Paper>

      <Checkbox
        label={t('override.label')}
        description={t('override.description')}
        checked={queue.override}
        onChange={(event) => queue.setOverride(event.currentTarget.checked)}
        disabled={!editable}
      />

      {items.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('empty.help')} />
      ) : (
        <UploadQueueTable items={items} editable={editable} onRename={queue.rename} onRemove={queue.remove} />
      )}

      <div role="status" aria-live="polite">
        {batch === 'NOT_STARTED' && items.length > 0 && (
          <Text size="sm" c={missingIds ? 'red' : undefined}>
            {missingIds ? t('batch.missingIds') : t('batch.ready', { count: items.length })}
          </Text>
        )}
        {batch === 'STARTED' && current > 0 && (
          <Text size="sm">{t('batch.started', { current, total: items.length })}</Text>
        )}
        {batch === 'COMPLETED' && (
          <Alert color={summary.failed > 0 ? 'yellow' : 'green'} title={t('batch.completed')}>
            {t('batch.summary', { ...summary })}
          </Alert>
        )}
      </div>

      <Group justify="flex-end">
        <Button variant="default" onClick={queue.reset} disabled={batch === 'STARTED' || items.length === 0}>
          {t('reset')}
        </Button>
        <Button
          onClick={() => void queue.start()}
          loading={batch === 'STARTED'}
          disabled={batch !== 'NOT_STARTED' || items.length === 0 || missingIds}
        >
          {t('start')}
        </Button>
      </Group>
    </Stack>
  );
}
