/**
 * The Audios list's "Past airings" cell: where the search of an audio's airings in the stored
 * recordings stands (started by its upload), so a user knows whether its past matches are all in.
 */
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditAudio } from '@antena/contract';

type RetroScan = NonNullable<AuditAudio['retroScan']>;

const ENDED_TEXT = { QUEUED: 'queued', COMPLETED: 'done', FAILED: 'failed' } as const;

/** A search that is not over yet: the list asks again until every one on the page has ended. */
export const retroScanPending = (audio: AuditAudio): boolean =>
  audio.retroScan?.status === 'QUEUED' || audio.retroScan?.status === 'RUNNING';

export function RetroScanCell({ retroScan }: { retroScan: RetroScan | null | undefined }) {
  const { t, i18n } = useTranslation('audit');
  if (!retroScan) return <Text size="sm">-</Text>;
  if (retroScan.status === 'RUNNING') {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(retroScan.progress);
    return (
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={retroScan.progress * 100}
          w={80}
          aria-label={t('audios.retroScan.running', { percent })}
          animated
        />
        <Text size="sm">{percent}</Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c={retroScan.status === 'FAILED' ? 'red' : undefined}>
      {t(`audios.retroScan.${ENDED_TEXT[retroScan.status]}`)}
    </Text>
  );
}
