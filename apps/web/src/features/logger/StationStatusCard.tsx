/**
 * One station on the logger status screen (spec 02 "Logger status"): favourite star, logo,
 * client, link to its stream, on-air badge, StreamerBox chip, the last hour of segments and,
 * while the recorder cannot capture the station, why.
 * 'Go to station' shows while the pointer is over the card or the keyboard is inside it.
 */
import { useState, type FocusEvent } from 'react';
import { ActionIcon, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconDeviceDesktop, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationStatus } from '@antena/contract';
import { AnchorLink, ButtonLink, type LinkTarget } from '../../components/links';
import { CaptureFailureNotice } from '../../components/CaptureFailureNotice';
import { nameInitials } from '../../lib/initials';
import { CatchingUpBadge } from '../streamer-box/DeviceStatusBadge';
import { SegmentActivityStrip } from './SegmentActivityStrip';

export interface StationStatusCardProps {
  station: StationStatus;
  favorite: boolean;
  onToggleFavorite: (stationId: string) => void;
  /** When the status was read: the end of the activity strip. */
  now: number;
  /** The user may use StreamerBox (CLIENT_ADMIN, SUPERADMIN): only they see the device chip. */
  showStreamerBox: boolean;
}

export function StationStatusCard({
  station,
  favorite,
  onToggleFavorite,
  now,
  showStreamerBox,
}: StationStatusCardProps) {
  const { t } = useTranslation('logger');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Touch screens have no hover: the button stays visible there.
  const noHover = useMediaQuery('(hover: none)');
  const streamLink = { to: '/logger/s/$station', params: { station: station.slug } } satisfies LinkTarget;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={station.name}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={station.logoUrl} alt="" radius="sm" size={40} color="blue">
              {nameInitials(station.name)}
            </Avatar>
            <Stack gap={0} miw={0}>
              <AnchorLink {...streamLink} fw={600} truncate>
                {station.name}
              </AnchorLink>
              <Text size="sm" c="dimmed" truncate>
                {station.client.name}
              </Text>
            </Stack>
          </Group>
          <ActionIcon
            variant="subtle"
            color="yellow"
            aria-label={t('card.favorite', { station: station.name })}
            aria-pressed={favorite}
            onClick={() => onToggleFavorite(station.stationId)}
          >
            {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </ActionIcon>
        </Group>

        <SegmentActivityStrip segments={station.segments} now={now} />
        {station.captureFailure && <CaptureFailureNotice failure={station.captureFailure} />}

        <Group justify="space-between" wrap="nowrap" mih={30}>
          <Group gap="xs">
            {/* A StreamerBox still uploading what it recorded is delivering, not off the air. */}
            {!station.isOnline && station.catchingUpSeconds ? (
              <CatchingUpBadge seconds={station.catchingUpSeconds} namespace="logger" />
            ) : (
              <Badge variant="light" color={station.isOnline ? 'teal' : 'red'}>
                {t(station.isOnline ? 'card.onAir' : 'card.offline')}
              </Badge>
            )}
            {/* spec 02: the device chip links to /streamer-box/devices/{id}. */}
            {showStreamerBox && station.streamerBoxDeviceId && (
              <AnchorLink
                to="/streamer-box/devices/$deviceId"
                params={{ deviceId: station.streamerBoxDeviceId }}
                aria-label={t('card.streamerBoxLabel', { device: station.streamerBoxDeviceId })}
                title={station.streamerBoxDeviceId}
                underline="never"
              >
                <Badge
                  variant="outline"
                  color="gray"
                  leftSection={<IconDeviceDesktop size={12} />}
                  style={{ cursor: 'pointer' }}
                >
                  {t('card.streamerBox')}
                </Badge>
              </AnchorLink>
            )}
          </Group>
          {(hovered || focused || noHover) && (
            <ButtonLink {...streamLink} size="xs" variant="light" rightSection={<IconArrowRight size={14} />}>
              {t('card.goTo')}
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
