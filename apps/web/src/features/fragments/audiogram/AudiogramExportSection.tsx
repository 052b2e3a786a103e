/**
 * Publishing a completed audiogram variant (spec 02 "Audiogram", once a variant is complete): the
 * variant and one of the platforms the station publishes to, that platform's upload form, Publish
 * (POST …/audiogram/social-export/{platform}), and each platform's state from the fragment's
 * audiogramExport (asked for every 2 s while one is queued or in progress).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AUDIOGRAM_VARIANTS,
  SOCIAL_PLATFORMS,
  type AudiogramVariant,
  type Fragment,
  type SocialPlatform,
  type Station,
  type UploadData,
} from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { UploadForm } from '../../social-export/UploadForm';
import { connectionQueryOptions } from '../../social-export/social-export.api';
import { useCanPublish } from '../../social-export/use-can-publish';
import { fragmentKeys } from '../fragments.api';
import { startAudiogramSocialExport } from './audiogram.api';

const STATUS_COLOURS = { QUEUED: 'gray', IN_PROGRESS: 'blue', COMPLETED: 'teal', FAILED: 'red' } as const;

/** The platforms the station publishes fragments to (featuresConfig.fragments.platformUpload). */
const stationPlatforms = (station: Station): SocialPlatform[] =>
  SOCIAL_PLATFORMS.filter((platform) => station.featuresConfig.fragments.platformUpload[platform].enabled);

export function AudiogramExportSection({ fragment, station }: { fragment: Fragment; station: Station }) {
  const { t } = useTranslation(['fragment-audiogram', 'social-export']);
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const completed = AUDIOGRAM_VARIANTS.filter(
    (variant) => fragment.audiogramGeneration?.variantsJobs[variant]?.status === 'COMPLETED',
  );
  const platforms = stationPlatforms(station);
  const [variant, setVariant] = useState<AudiogramVariant | null>(completed[0] ?? null);
  const [platform, setPlatform] = useState<SocialPlatform | null>(platforms[0] ?? null);
  const [submitting, setSubmitting] = useState(false);
  const chosenVariant = variant && completed.includes(variant) ? variant : (completed[0] ?? null);
  const platformName = (value: SocialPlatform) => t(`social-export:platforms.${value}`);
  const states = SOCIAL_PLATFORMS.flatMap((value) => {
    const state = fragment.audiogramExport.platforms[value];
    return state ? [{ platform: value, ...state }] : [];
  });

  const publish = async (data: UploadData) => {
    if (!chosenVariant || !platform) return;
    setSubmitting(true);
    try {
      await startAudiogramSocialExport(api, fragment.id, platform, { variant: chosenVariant, data });
      // Queued at once, so the fragment is asked for until the platform's state settles.
      queryClient.setQueryData<Fragment>(fragmentKeys.one(fragment.id), (current) =>
        current
          ? {
              ...current,
              audiogramExport: {
                platforms: {
                  ...current.audiogramExport.platforms,
                  [platform]: { status: 'QUEUED', failedReason: null, result: null },
                },
              },
            }
          : current,
      );
      notifications.show({ color: 'teal', message: t('export.started', { platform: platformName(platform) }) });
    } catch (error) {
      console.error('Audiogram social export failed to start', error);
      notifications.show({ color: 'red', title: t('export.failed'), message: errorText(error, t) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="audiogram-export-title">
      <Title order={2} size="h4" mb="sm" id="audiogram-export-title">
        {t('export.title')}
      </Title>
      <Stack gap="md">
        {states.length > 0 && (
          <Table aria-label={t('export.states')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('export.platform')}</Table.Th>
                <Table.Th>{t('export.status')}</Table.Th>
                <Table.Th>{t('export.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.map((state) => (
                <Table.Tr key={state.platform}>
                  <Table.Td>{platformName(state.platform)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[state.status]} variant="light">
                      {t(`statuses.${state.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {state.status === 'FAILED' ? (
                      <Text size="sm" c="red">
                        {state.failedReason ?? t('variant.noReason')}
                      </Text>
                    ) : state.result?.videoUrl ? (
                      <Anchor href={state.result.videoUrl} target="_blank" rel="noreferrer" size="sm">
                        {t('export.open', { platform: platformName(state.platform) })}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {platforms.length === 0 ? (
          <Alert color="gray" role="note">
            {t('export.noPlatforms')}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
              <Select
                label={t('export.variant')}
                data={completed.map((value) => ({ value, label: t(`variants.${value}`) }))}
                value={chosenVariant}
                onChange={(value) => setVariant(value as AudiogramVariant | null)}
                allowDeselect={false}
              />
              <Select
                label={t('export.platform')}
                data={platforms.map((value) => ({ value, label: platformName(value) }))}
                value={platform}
                onChange={(value) => setPlatform(value as SocialPlatform | null)}
                allowDeselect={false}
              />
            </SimpleGrid>
            {platform && chosenVariant && (
              <PublishGate station={station} platform={platform}>
                <UploadForm
                  key={platform}
                  platform={platform}
                  defaults={{ title: fragment.title, content: fragment.description ?? '', tags: fragment.tags }}
                  submitting={submitting}
                  onSubmit={publish}
                />
              </PublishGate>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The form only where publishing can work: the user may publish (Fragments_SocialPublish) and the
 * station is connected to the platform; otherwise the reason, as on the Export page.
 */
function PublishGate({
  station,
  platform,
  children,
}: {
  station: Station;
  platform: SocialPlatform;
  children: ReactNode;
}) {
  const { t } = useTranslation('social-export');
  const { api } = useAppServices();
  const access = useCanPublish();
  const connection = useQuery(connectionQueryOptions(api, station.id, platform));
  const name = t(`platforms.${platform}`);
  if (access === 'checking' || connection.isPending) return <Loader size="sm" aria-label={t('publish.loading')} />;
  if (access === 'denied') return <Alert color="gray">{t('publish.denied')}</Alert>;
  if (connection.isError)
    return (
      <Alert color="red" role="alert">
        {t('publish.loadFailed')}
      </Alert>
    );
  if (connection.data.needsReconnect)
    return <Alert color="orange">{t('publish.needsReconnect', { platform: name })}</Alert>;
  if (!connection.data.connected) return <Alert color="gray">{t('publish.notConnected', { platform: name })}</Alert>;
  return children;
}
