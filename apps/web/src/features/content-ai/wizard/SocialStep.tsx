/**
 * Step 2 "Adapt and publish" (spec 03 sections 2 and 4): one card per social platform, each with
 * the station's connection and its version of the user article.
 */
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS, type Content } from '@antena/contract';
import type { ContentBlocks } from './content-steps';
import { SocialVersionCard } from './SocialVersionCard';

export function SocialStep({ content, blocks }: { content: Content; blocks: ContentBlocks }) {
  const { t } = useTranslation('content-ai');
  // A version adapts the user article: without one there is nothing to adapt.
  const noArticle = content.userArticle.data === null;
  return (
    <Stack gap="md">
      {noArticle && (
        <Alert color="yellow" role="note">
          {t('social.needsArticle')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {SOCIAL_PLATFORMS.map((platform) => (
          <SocialVersionCard
            key={platform}
            content={content}
            platform={platform}
            blocks={noArticle ? { ...blocks, generate: blocks.generate ?? 'blocked.noArticle' } : blocks}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
