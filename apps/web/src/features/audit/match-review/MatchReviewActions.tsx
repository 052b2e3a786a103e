/**
 * A match's review state and actions (issue 33 point 4): accept (a toggle), reject (confirmed)
 * and, on a rejected match, restore. Clicks stop here, so a list row that plays on click does not
 * play when a review button is pressed.
 */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MatchReviewBadge } from './MatchReviewBadge';
import { useMatchReview, type ReviewedMatch } from './use-match-review';

export interface MatchReviewActionsProps {
  stationId: string;
  match: ReviewedMatch;
  /** Names the match in labels and the reject confirmation (its custom id and time). */
  name: string;
}

export function MatchReviewActions({ stationId, match, name }: MatchReviewActionsProps) {
  const { t } = useTranslation('finding-review');
  const { toggleAccept, reject, restore, pendingId } = useMatchReview(stationId);
  const accepted = match.review === 'ACCEPTED';
  const pending = pendingId === match.id;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <MatchReviewBadge review={match.review} waitsForReview={match.waitsForReview} />
      <Tooltip label={accepted ? t('match.unaccept') : t('match.accept')}>
        <ActionIcon
          size="sm"
          variant={accepted ? 'filled' : 'default'}
          color="green"
          aria-pressed={accepted}
          aria-label={t('match.acceptLabel', { name })}
          loading={pending}
          onClick={() => void toggleAccept(match)}
        >
          <IconCheck size={14} />
        </ActionIcon>
      </Tooltip>
      {match.review === 'REJECTED' ? (
        <Tooltip label={t('match.restore')}>
          <ActionIcon
            size="sm"
            variant="default"
            aria-label={t('match.restoreLabel', { name })}
            disabled={pending}
            onClick={() => void restore(match)}
          >
            <IconArrowBackUp size={14} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label={t('match.reject')}>
          <ActionIcon
            size="sm"
            variant="default"
            color="red"
            aria-label={t('match.rejectLabel', { name })}
            disabled={pending}
            onClick={() => void reject(match, name)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
