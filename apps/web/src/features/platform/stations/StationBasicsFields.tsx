/**
 * What a station is: name, slug, logo, timezone, language, recording format, its source
 * (anything the recorder's ffmpeg reads) and its station group.
 */
import { Avatar, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { slugify, STATION_FORMATS, STATION_LANGUAGES, type StationGroup } from '@antena/contract';
import { useStationFormContext } from './station-form-context';
import { TimezoneSelect } from './TimezoneSelect';

/**
 * The stream URL in a monospace font, where 'l', '1' and '_' tell apart. Issue 13.18: it hid
 * underscores. A monospace underscore sits at or below the font's descender line, so a
 * line-height near the font size clips it at the input's edge; the line-height is pinned to the
 * input's whole inner height (Mantine's --input-line-height) so no theme or font change tightens it.
 */
const STREAM_URL_INPUT = {
  '--input-font-family': 'var(--mantine-font-family-monospace)',
  lineHeight: 'var(--input-line-height)',
} as const;

export interface StationBasicsFieldsProps {
  stationGroups: readonly StationGroup[];
  /** On a new station the slug follows the name until the operator edits it. */
  slugFollowsName: boolean;
  onSlugEdited: () => void;
}

export function StationBasicsFields({ stationGroups, slugFollowsName, onSlugEdited }: StationBasicsFieldsProps) {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const values = form.getValues();
  const nameProps = form.getInputProps('name');
  const slugProps = form.getInputProps('slug');

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...nameProps}
          onChange={(event) => {
            const name = event.currentTarget.value;
            nameProps.onChange(event);
            if (slugFollowsName) form.setFieldValue('slug', slugify(name));
          }}
          label={t('stations.fields.name')}
          required
        />
        <TextInput
          {...slugProps}
          onChange={(event) => {
            onSlugEdited();
            slugProps.onChange(event.currentTarget.value.toLowerCase());
          }}
          label={t('stations.fields.slug')}
          description={t('stations.fields.slugHelp')}
          required
          spellCheck={false}
          autoCapitalize="off"
        />
      </SimpleGrid>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          {...form.getInputProps('logoUrl')}
          label={t('stations.fields.logoUrl')}
          placeholder="https://"
          type="url"
          style={{ flex: 1 }}
        />
        <Avatar src={values.logoUrl || null} alt={t('stations.logoPreview')} radius="sm" size="lg">
          {values.name.slice(0, 2).toUpperCase()}
        </Avatar>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TimezoneSelect {...form.getInputProps('timezone')} label={t('stations.fields.timezone')} required />
        <Select
          {...form.getInputProps('language')}
          label={t('stations.fields.language')}
          description={t('stations.fields.languageHelp')}
          data={STATION_LANGUAGES.map((language) => ({ value: language, label: t(`stations.languages.${language}`) }))}
          allowDeselect={false}
          required
        />
        <Select
          {...form.getInputProps('stationGroupId')}
          label={t('stations.fields.stationGroup')}
          placeholder={t('stations.noGroup')}
          data={stationGroups.map((group) => ({ value: group.id, label: group.name }))}
          clearable
          searchable
          nothingFoundMessage={t('stations.noGroupFound')}
        />
      </SimpleGrid>
      <Radio.Group {...form.getInputProps('format')} label={t('stations.fields.format')} required>
        <Group mt={4}>
          {STATION_FORMATS.map((format) => (
            <Radio key={format} value={format} label={t(`stations.formats.${format}`)} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        {...form.getInputProps('streamUrl')}
        label={t('stations.fields.streamUrl')}
        description={t('stations.fields.streamUrlHelp')}
        placeholder="https://radio.example/live.mp3"
        spellCheck={false}
        autoCapitalize="off"
        styles={{ input: STREAM_URL_INPUT }}
      />
    </Stack>
  );
}
