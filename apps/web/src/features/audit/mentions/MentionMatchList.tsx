/** The live mentions confirming a mention schedule: each its time on the station's clock and confidence. */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveMention } from '@antena/contract';
import { AnchorLink } from '../../../components/links';
import { useAuditStation } from '../audit-station-context';
import { formatStationTime } from '../schedule/schedule-format';
import { ConfidenceBadge } from '../../live-mentions/ConfidenceBadge';

export function MentionMatchList({ matches }: { matches: readonly LiveMention[] }) {
  const { t, i18n } = useTranslation('audit');
  const station = useAuditStation();
  if (matches.length === 0)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={2}>
      {matches.map((mention) => {
        const time = formatStationTime(mention.datetime, station.timezone, i18n.language);
        return (
          <Group key={mention.id} gap="xs" wrap="nowrap">
            <AnchorLink
              to="/logger/s/$station"
              params={{ station: station.slug }}
              search={{ cursor: mention.datetime, tab: 'livementions' }}
              size="sm"
              aria-label={t('liveMentions.openInLogger', { name: mention.name, datetime: time })}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {time}
            </AnchorLink>
            <ConfidenceBadge confidence={mention.confidence} />
          </Group>
        );
      })}
    </Stack>
  );
}
