/**
 * A live mention's confidence as a badge (spec 03 section 4: ACCEPTED green, REJECTED red,
 * otherwise light), its word written too so colour is never the only sign.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { liveMentionConfidenceColour, type LiveMentionConfidence } from '@antena/contract';
import { WHOLE_LABEL } from '../audit/schedule/ConfirmationBadge';

const MANTINE_COLOUR = { green: 'green', red: 'red', light: 'gray' } as const;

export function ConfidenceBadge({ confidence }: { confidence: LiveMentionConfidence }) {
  const { t } = useTranslation('live-mentions');
  const colour = MANTINE_COLOUR[liveMentionConfidenceColour(confidence)];
  return (
    <Badge color={colour} variant={colour === 'gray' ? 'light' : 'filled'} size="sm" styles={WHOLE_LABEL}>
      {t(`confidence.${confidence}`)}
    </Badge>
  );
}
