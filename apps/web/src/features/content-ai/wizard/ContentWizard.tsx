/**
 * The content's three-step wizard (spec 03 section 2): generate articles, edit content, adapt and
 * publish. It opens on the step the content has reached (startStep) and goes back to an earlier
 * step by its label. Every action waits while something on the content runs, generation also
 * needs the origin fragment and the chat engine (contentBlocks).
 */
import { useState } from 'react';
import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Content } from '@antena/contract';
import { useContentAiEngine } from '../engine/content-ai-engine.api';
import { ArticlesStep } from './ArticlesStep';
import { contentBlocks, startStep, type WizardStep } from './content-steps';
import { EditContentStep } from './EditContentStep';
import { SocialStep } from './SocialStep';

export function ContentWizard({ content }: { content: Content }) {
  const { t } = useTranslation('content-ai');
  const { configured } = useContentAiEngine();
  const [active, setActive] = useState<WizardStep>(() => startStep(content));
  const blocks = contentBlocks(content, configured);
  return (
    <Stepper
      active={active}
      onStepClick={(step) => setActive(step as WizardStep)}
      allowNextStepsSelect={false}
      size="sm"
      aria-label={t('steps.label')}
    >
      <Stepper.Step label={t('steps.articles')} description={t('steps.articlesHelp')}>
        <ArticlesStep content={content} blocks={blocks} onUsed={() => setActive(1)} />
      </Stepper.Step>
      <Stepper.Step label={t('steps.edit')} description={t('steps.editHelp')}>
        <EditContentStep
          key={content.userArticle.data?.body ?? ''}
          content={content}
          blocks={blocks}
          onSaved={() => setActive(2)}
        />
      </Stepper.Step>
      <Stepper.Step label={t('steps.social')} description={t('steps.socialHelp')}>
        <SocialStep content={content} blocks={blocks} />
      </Stepper.Step>
    </Stepper>
  );
}
