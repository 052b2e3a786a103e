/**
 * The variants of a fragment's audiogram (spec 02 "Audiogram"): each one's status and progress;
 * a failed one with its reason and Regenerate (the same props, that variant only); a completed one
 * playable and downloadable from its signed URL.
 */
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIOGRAM_VARIANTS, type AudiogramVariant, type AudiogramVariantJob, type Fragment } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { fragmentKeys } from '../fragments.api';
import { formatClock } from './audiogram-format';
import { audiogramMediaUrlQueryOptions, generateAudiogram, withGeneration } from './audiogram.api';

const STATUS_COLOURS = {
  QUEUED: 'gray',
  IN_PROGRESS: 'blue',
  COMPLETED: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
} as const;

function CompletedVariant({
  fragmentId,
  variant,
  job,
}: {
  fragmentId: string;
  variant: AudiogramVariant;
  job: AudiogramVariantJob;
}) {
  const { t } = useTranslation('fragment-audiogram');
  const { api } = useAppServices();
  const media = useQuery(audiogramMediaUrlQueryOptions(api, fragmentId, variant));
  const name = t(`variants.${variant}`);
  if (media.isError)
    return (
      <Alert color="red" role="alert">
        {t('variant.mediaFailed')}
      </Alert>
    );
  if (!media.data)
    return (
      <Text size="sm" c="dimmed">
        {t('variant.mediaLoading')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <video
        controls
        preload="metadata"
        src={media.data.url}
        aria-label={t('variant.video', { variant: name })}
        style={{ maxWidth: '100%', maxHeight: 360, background: 'black' }}
      />
      <Group gap="sm">
        <Anchor href={media.data.url} download size="sm">
          <Group gap={4} component="span">
            <IconDownload size={14} />
            {t('variant.download', { variant: name })}
          </Group>
        </Anchor>
        {job.data && (
          <Text size="xs" c="dimmed">
            {t('variant.size', {
              width: job.data.width,
              height: job.data.height,
              duration: formatClock(job.data.durationMs),
            })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

export function AudiogramVariants({ fragment }: { fragment: Fragment }) {
  const { t } = useTranslation('fragment-audiogram');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [regenerating, setRegenerating] = useState<AudiogramVariant | null>(null);
  const generation = fragment.audiogramGeneration;
  const variants = AUDIOGRAM_VARIANTS.filter((variant) => generation?.variantsJobs[variant]);

  const regenerate = async (variant: AudiogramVariant) => {
    setRegenerating(variant);
    try {
      const answer = await generateAudiogram(api, fragment.id, {
        variants: [variant],
        inputProps: generation?.inputProps ?? {},
      });
      queryClient.setQueryData<Fragment>(fragmentKeys.one(fragment.id), (current) =>
        current ? withGeneration(current, answer, 'merge') : current,
      );
      notifications.show({ color: 'teal', message: t('variant.regenerated', { variant: t(`variants.${variant}`) }) });
    } catch (error) {
      console.error('Audiogram variant regeneration failed', error);
      notifications.show({ color: 'red', title: t('variant.regenerateFailed'), message: errorText(error, t) });
    } finally {
      setRegenerating(null);
    }
  };

  return (
    <Stack gap="sm">
      {variants.map((variant) => {
        const job = generation!.variantsJobs[variant]!;
        const name = t(`variants.${variant}`);
        const running = job.status === 'QUEUED' || job.status === 'IN_PROGRESS';
        const percent = Math.round(Math.min(100, Math.max(0, job.progress)));
        return (
          <Paper key={variant} withBorder p="md" component="section" aria-label={name}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5">
                {name}
              </Title>
              <Badge color={STATUS_COLOURS[job.status]} variant="light">
                {t(`statuses.${job.status}`)}
              </Badge>
            </Group>
            {running && (
              <Stack gap={4}>
                <Progress
                  value={job.status === 'QUEUED' ? 0 : percent}
                  animated
                  aria-label={t('variant.progress', { variant: name })}
                />
                <Text size="sm" c="dimmed">
                  {job.status === 'QUEUED' ? t('variant.queued') : t('variant.rendering', { percent })}
                </Text>
              </Stack>
            )}
            {job.status === 'FAILED' && (
              <Alert color="red" role="alert" title={t('variant.failed')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{job.failedReason ?? t('variant.noReason')}</Text>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconRefresh size={14} />}
                    loading={regenerating === variant}
                    disabled={regenerating !== null && regenerating !== variant}
                    onClick={() => void regenerate(variant)}
                  >
                    {t('variant.regenerate')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {job.status === 'COMPLETED' && <CompletedVariant fragmentId={fragment.id} variant={variant} job={job} />}
          </Paper>
        );
      })}
    </Stack>
  );
}
