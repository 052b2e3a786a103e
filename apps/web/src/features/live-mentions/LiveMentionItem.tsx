/**
 * spec 02 "Live-mention list": one live mention with its time on the station's clock (a click
 * seeks the player there when the list has one), name, confidence badge (spec 03 section 4
 * colours), the schedule it confirms, score, description folded at 100 characters, and its
 * actions: accept (toggles), reject (confirmed) and Quick Share of the 90 s from it. Shared by
 * the stream's Live Mentions tab and the audit's MENTIONS tab; it reviews and shares by itself.
 */
import { ActionIcon, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconShare, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveMention } from '@antena/contract';
import { formatClock } from '../logger-stream/timeline/zoned-time';
import { useLiveMentionReview } from './live-mention-review';
import { WaitingForReviewBadge } from '../audit/match-review/MatchReviewBadge';
import { ConfidenceBadge } from './ConfidenceBadge';
import { MentionDescription } from './MentionDescription';
import { MentionExplanation } from './MentionExplanation';
import { useMentionQuickShare } from './use-mention-quick-share';

export interface LiveMentionItemProps {
  mention: LiveMention;
  stationId: string;
  /** The station's timezone: the time is shown on its clock. */
  timeZone: string;
  /** Highlighted (aria-current): the mention is at the cursor. */
  current?: boolean;
  /** Seeks the player to the mention; without it the time is plain text. */
  onSeek?(ts: number): void;
}

export function LiveMentionItem({ mention, stationId, timeZone, current = false, onSeek }: LiveMentionItemProps) {
  const { t, i18n } = useTranslation('live-mentions');
  const { toggleAccept, reject } = useLiveMentionReview(stationId);
  const quickShare = useMentionQuickShare(stationId);
  const time = formatClock(mention.datetime, timeZone, true);
  const accepted = mention.confidence === 'ACCEPTED';
  const schedule = mention.confirmedSchedule;

  return (
    <Paper
      withBorder
      p="xs"
      data-testid="live-mention"
      aria-current={current ? 'true' : undefined}
      bg={current ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {onSeek ? (
              <UnstyledButton
                fz="sm"
                ff="monospace"
                c="blue"
                aria-label={t('item.seek', { time, name: mention.name })}
                onClick={() => onSeek(mention.datetime)}
              >
                {time}
              </UnstyledButton>
            ) : (
              <Text size="sm" ff="monospace">
                {time}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {mention.name}
            </Text>
            <ConfidenceBadge confidence={mention.confidence} />
            {mention.waitsForReview && <WaitingForReviewBadge />}
            {mention.score !== null && (
              <Text size="xs" c="dimmed">
                {t('item.score', {
                  score: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
                    mention.score,
                  ),
                })}
              </Text>
            )}
          </Group>
          {schedule && (
            <Text size="xs" c="dimmed">
              {t('item.schedule', { customId: schedule.customId })}
            </Text>
          )}
          <MentionDescription text={mention.description} dimmed />
          <MentionExplanation explanation={mention.explanation} />
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={accepted ? t('item.unaccept') : t('item.accept')}>
            <ActionIcon
              variant={accepted ? 'filled' : 'default'}
              color="green"
              aria-pressed={accepted}
              aria-label={t('item.acceptLabel', { name: mention.name, time })}
              onClick={() => void toggleAccept(mention)}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('item.reject')}>
            <ActionIcon
              variant="default"
              color="red"
              aria-label={t('item.rejectLabel', { name: mention.name, time })}
              onClick={() => void reject(mention)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
          {quickShare.canShare && (
            <Tooltip label={t('item.quickShare')}>
              <ActionIcon
                variant="default"
                aria-label={t('item.quickShareLabel', { name: mention.name, time })}
                onClick={() => quickShare.share(mention)}
              >
                <IconShare size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
