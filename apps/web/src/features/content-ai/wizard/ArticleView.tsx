/**
 * One AI article as the engine wrote it, checked against the air (issue 35): its paragraphs of
 * spans, where a span citing a claim is underlined and plays the moment it cites, and a claim the
 * server could not find in the transcript carries a warning with its reason (CLAIM_PROBLEMS). A
 * quotation in the title is a claim too.
 */
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiArticle, ArticleClaim } from '@antena/contract';
import { claimSummary } from './content-steps';

export interface ArticleViewProps {
  article: AiArticle;
  /** The article's heading ('Article 1'). */
  label: string;
  onPlayClaim: (claim: ArticleClaim) => void;
  actions?: React.ReactNode;
}

export function ArticleView({ article, label, onPlayClaim, actions }: ArticleViewProps) {
  const { t } = useTranslation('content-ai');
  const claims = new Map(article.claims.map((claim) => [claim.id, claim]));
  const summary = claimSummary(article);
  const titleClaim = article.titleClaim === null ? undefined : claims.get(article.titleClaim);
  return (
    <Paper withBorder p="md" component="article" aria-label={label}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Title order={3} size="h4">
          {titleClaim ? (
            <ClaimSpan text={article.title} claim={titleClaim} onPlay={() => onPlayClaim(titleClaim)} />
          ) : (
            article.title
          )}
        </Title>
        {article.paragraphs.map((paragraph, index) => (
          <Text key={index} size="sm" component="p" m={0}>
            {paragraph.spans.map((span, spanIndex) => {
              const claim = span.claim === null ? undefined : claims.get(span.claim);
              // The space after a sentence stays outside its link: a button would swallow it.
              const text = span.text.trimEnd();
              return claim ? (
                <Fragment key={spanIndex}>
                  <ClaimSpan text={text} claim={claim} onPlay={() => onPlayClaim(claim)} />
                  {span.text.slice(text.length)}
                </Fragment>
              ) : (
                <span key={spanIndex}>{span.text}</span>
              );
            })}
          </Text>
        ))}
        <Group gap={6}>
          {summary.unverified > 0 ? (
            <IconAlertTriangle size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
          ) : (
            <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
          )}
          <Text size="xs" c="dimmed">
            {t('articles.claims', { count: summary.checked, unverified: summary.unverified })}
          </Text>
        </Group>
        {actions}
      </Stack>
    </Paper>
  );
}

function ClaimSpan({ text, claim, onPlay }: { text: string; claim: ArticleClaim; onPlay: () => void }) {
  const { t } = useTranslation('content-ai');
  const problem = claim.verified ? undefined : t(`articles.problems.${claim.problem ?? 'UNKNOWN'}`);
  const playable = claim.start !== null;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        underline="always"
        c={claim.verified ? undefined : 'yellow.8'}
        fz="inherit"
        disabled={!playable}
        onClick={onPlay}
        title={playable ? t('articles.playClaim') : undefined}
        aria-description={problem}
        style={{ textAlign: 'inherit', cursor: playable ? 'pointer' : 'default' }}
      >
        {text}
      </Anchor>
      {problem && (
        <Tooltip label={problem} withArrow multiline maw={320}>
          <ThemeIcon
            component="span"
            size={16}
            variant="transparent"
            color="yellow"
            role="img"
            aria-label={problem}
            tabIndex={0}
            style={{ verticalAlign: 'text-bottom', display: 'inline-flex' }}
          >
            <IconAlertTriangle size={14} />
          </ThemeIcon>
        </Tooltip>
      )}
    </>
  );
}
