/**
 * A mention schedule's status (spec 03 section 4, mentions: light with no matches, green when the
 * matches reach the schedule's count, otherwise yellow), written as words too.
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mentionStatusColour, type MentionStatusColour } from '@antena/contract';
import { WHOLE_LABEL } from '../schedule/ConfirmationBadge';

const MANTINE_COLOUR: Record<MentionStatusColour, string> = { light: 'gray', green: 'green', yellow: 'yellow' };

export function MentionStatusBadge({ matches, count }: { matches: number; count: number }) {
  const { t } = useTranslation('audit-schedules');
  const colour = mentionStatusColour(matches, count);
  return (
    <Badge
      color={MANTINE_COLOUR[colour]}
      variant={colour === 'light' ? 'light' : 'filled'}
      size="sm"
      styles={WHOLE_LABEL}
    >
      {t(`mentionStatus.colour.${colour}`)}
    </Badge>
  );
}
