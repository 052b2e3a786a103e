/**
 * A fragment's uploads as icons beside its title in the list (spec 02 "Fragments" list): one per
 * platform, linking to the video once SUCCESS; UPLOADING and ERROR shown apart (blue and red,
 * each saying so to screen readers and in a tooltip).
 */
import type { ComponentType } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconVideo,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SocialPlatform } from '@antena/contract';
import type { FragmentUploadSummary } from './social-export.api';

export const PLATFORM_ICONS: Record<SocialPlatform, ComponentType<IconProps>> = {
  YOUTUBE: IconBrandYoutube,
  FACEBOOK: IconBrandFacebook,
  INSTAGRAM: IconBrandInstagram,
  TWITTER: IconBrandX,
  DAILYMOTION: IconVideo,
};

const COLORS = { SUCCESS: 'teal', UPLOADING: 'blue', ERROR: 'red' } as const;

export function PlatformUploadIcons({ uploads }: { uploads: readonly FragmentUploadSummary[] }) {
  const { t } = useTranslation('social-export');
  if (uploads.length === 0) return null;
  return (
    <Group gap={2} wrap="nowrap">
      {uploads.map((upload) => {
        const Icon = PLATFORM_ICONS[upload.platform];
        const label = t(`icons.${upload.status}`, { platform: t(`platforms.${upload.platform}`) });
        const tip = upload.status === 'ERROR' && upload.error ? `${label}: ${upload.error}` : label;
        return (
          <Tooltip key={upload.platform} label={tip} multiline maw={320}>
            {upload.status === 'SUCCESS' && upload.videoUrl ? (
              <ActionIcon
                component="a"
                href={upload.videoUrl}
                target="_blank"
                rel="noreferrer"
                size="sm"
                variant="subtle"
                color={COLORS.SUCCESS}
                aria-label={label}
              >
                <Icon size={16} />
              </ActionIcon>
            ) : (
              <ActionIcon
                component="span"
                size="sm"
                variant="light"
                color={COLORS[upload.status]}
                role="img"
                aria-label={label}
              >
                <Icon size={16} />
              </ActionIcon>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
