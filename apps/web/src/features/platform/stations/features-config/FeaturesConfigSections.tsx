/**
 * The station's featuresConfig (spec 02 section 3) as collapsible sections, one per feature:
 * station features first, then what applies to its fragments. Each heading says whether the
 * feature is on (or how many entries it holds) and whether a field inside needs attention.
 */
import type { ComponentType } from 'react';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS, type FeaturesConfig } from '@antena/contract';
import { useStationFormContext } from '../station-form-context';
import { AudiogramTemplatesSection } from './AudiogramTemplatesSection';
import { AuditSection } from './AuditSection';
import { CfrTranscodingSection } from './CfrTranscodingSection';
import { DescriptionFootersSection } from './DescriptionFootersSection';
import { ExportSection } from './ExportSection';
import { MediaWatermarkSection } from './MediaWatermarkSection';
import { PlatformUploadSection } from './PlatformUploadSection';
import { StreamerBoxSection } from './StreamerBoxSection';
import { TranscriptionSection } from './TranscriptionSection';
import { VideoAnalysisSection } from './VideoAnalysisSection';

interface SectionDef {
  value: string;
  /** Form paths under this section, for its error mark. */
  prefix: string;
  Component: ComponentType;
  /** On or off, or how many entries the section holds. */
  summary: (config: FeaturesConfig) => boolean | number;
}

const STATION_SECTIONS: SectionDef[] = [
  {
    value: 'videoAnalysis',
    prefix: 'featuresConfig.videoAnalysis',
    Component: VideoAnalysisSection,
    summary: (config) => config.videoAnalysis.enabled,
  },
  { value: 'audit', prefix: 'featuresConfig.audit', Component: AuditSection, summary: (c) => c.audit.enabled },
  {
    value: 'transcription',
    prefix: 'featuresConfig.transcription',
    Component: TranscriptionSection,
    summary: (config) => config.transcription.enabled,
  },
  {
    value: 'streamerBox',
    prefix: 'featuresConfig.streamerBox',
    Component: StreamerBoxSection,
    summary: (config) => config.streamerBox.deviceId !== null,
  },
  { value: 'export', prefix: 'featuresConfig.export', Component: ExportSection, summary: (c) => c.export.enabled },
];

const FRAGMENT_SECTIONS: SectionDef[] = [
  {
    value: 'footers',
    prefix: 'featuresConfig.fragments.descriptionFooters',
    Component: DescriptionFootersSection,
    summary: (config) => config.fragments.descriptionFooters.length,
  },
  {
    value: 'watermark',
    prefix: 'featuresConfig.fragments.mediaWatermark',
    Component: MediaWatermarkSection,
    summary: (config) => config.fragments.mediaWatermark.enabled,
  },
  {
    value: 'platformUpload',
    prefix: 'featuresConfig.fragments.platformUpload',
    Component: PlatformUploadSection,
    summary: (config) =>
      SOCIAL_PLATFORMS.filter((platform) => config.fragments.platformUpload[platform].enabled).length,
  },
  {
    value: 'cfrTranscoding',
    prefix: 'featuresConfig.fragments.cfrTranscoding',
    Component: CfrTranscodingSection,
    summary: (config) => config.fragments.cfrTranscoding.enabled,
  },
  {
    value: 'audiogram',
    prefix: 'featuresConfig.fragments.audiogram',
    Component: AudiogramTemplatesSection,
    summary: (config) => config.fragments.audiogram.templates.length,
  },
];

const hasErrorUnder = (errors: FormErrors, prefix: string) =>
  Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));

/** The sections holding a field with an error, to open them when a submit fails. */
export function sectionsWithErrors(errors: FormErrors): string[] {
  return [...STATION_SECTIONS, ...FRAGMENT_SECTIONS]
    .filter((section) => hasErrorUnder(errors, section.prefix))
    .map((section) => section.value);
}

function SectionBadge({ summary, invalid }: { summary: boolean | number; invalid: boolean }) {
  const { t } = useTranslation('platform');
  if (invalid)
    return (
      <Badge color="red" variant="light">
        {t('features.invalid')}
      </Badge>
    );
  if (typeof summary === 'number')
    return (
      <Badge color={summary > 0 ? 'blue' : 'gray'} variant="light">
        {summary}
      </Badge>
    );
  return (
    <Badge color={summary ? 'teal' : 'gray'} variant="light">
      {t(summary ? 'features.on' : 'features.off')}
    </Badge>
  );
}

interface SectionsProps {
  open: string[];
  onOpenChange: (open: string[]) => void;
}

function SectionGroup({ sections, open, onOpenChange }: SectionsProps & { sections: SectionDef[] }) {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const config = form.getValues().featuresConfig;
  return (
    // Closed panels unmount: the values live in the form, and a station form is long.
    <Accordion multiple variant="separated" value={open} onChange={onOpenChange} keepMounted={false} order={3}>
      {sections.map(({ value, prefix, Component, summary }) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" pr="sm">
              <Text fw={500}>{t(`features.sections.${value}`)}</Text>
              <SectionBadge summary={summary(config)} invalid={hasErrorUnder(form.errors, prefix)} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Component />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function FeaturesConfigSections(props: SectionsProps) {
  const { t } = useTranslation('platform');
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('features.stationTitle')}
        </Title>
        <SectionGroup sections={STATION_SECTIONS} {...props} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('features.fragmentsTitle')}
        </Title>
        <SectionGroup sections={FRAGMENT_SECTIONS} {...props} />
      </Stack>
    </Stack>
  );
}
