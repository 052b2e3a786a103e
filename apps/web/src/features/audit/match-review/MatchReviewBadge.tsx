/**
 * A finding's review state (issue 33 point 4): waiting for review (under the station's
 * threshold, counted nowhere until accepted), accepted or rejected; nothing while it is simply
 * unreviewed and counts. The word is written, so colour is never the only sign.
 */
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchReview } from '@antena/contract';
import { WHOLE_LABEL } from '../schedule/ConfirmationBadge';

export function WaitingForReviewBadge() {
  const { t } = useTranslation('finding-review');
  return (
    <Tooltip label={t('waitingHelp')} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge color="orange" variant="light" size="sm" styles={WHOLE_LABEL} tabIndex={0}>
        {t('waiting')}
      </Badge>
    </Tooltip>
  );
}

export function MatchReviewBadge({ review, waitsForReview }: { review: MatchReview; waitsForReview: boolean }) {
  const { t } = useTranslation('finding-review');
  if (waitsForReview) return <WaitingForReviewBadge />;
  if (review === 'AUTO') return null;
  return (
    <Badge color={review === 'ACCEPTED' ? 'green' : 'red'} variant="filled" size="sm" styles={WHOLE_LABEL}>
      {t(`review.${review}`)}
    </Badge>
  );
}
