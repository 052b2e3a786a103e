/**
 * One entry of the fragment transcription: its time, its speaker badge (a menu to change it) and
 * its words coloured by confidence, each a button that plays the fragment from that word (as a
 * row of the stream's Transcriptions tab seeks the stream). The row's pencil toggles its edit
 * mode, where a word instead opens a small form to correct it (docs/decisions.md).
 */
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { FragmentTranscriptionEntry, TranscriptionWord } from '@antena/contract';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_COLOURS, confidenceBand, fragmentClock } from './fragment-transcription-view';

export interface EntryRowProps {
  entry: FragmentTranscriptionEntry;
  speakers: readonly string[];
  colours: ReadonlyMap<string, string>;
  onWordsChange(entry: FragmentTranscriptionEntry, words: TranscriptionWord[]): Promise<boolean>;
  onSpeakerChange(entry: FragmentTranscriptionEntry, label: string): Promise<boolean>;
  /** Plays the fragment from `mediaMs` (ms from the fragment's start, as word times are). */
  onPlayFrom(mediaMs: number): void;
}

export function TranscriptionEntryRow({
  entry,
  speakers,
  colours,
  onWordsChange,
  onSpeakerChange,
  onPlayFrom,
}: EntryRowProps) {
  const { t } = useTranslation('fragment-transcription');
  const [editing, setEditing] = useState(false);
  const time = fragmentClock(entry.time);
  const speaker = entry.diarization[0]?.label ?? null;
  const saveWord = (index: number, word: string) =>
    onWordsChange(
      entry,
      entry.wp_words.map((w, k) => (k === index ? { ...w, word } : w)),
    );

  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" aria-label={t('entry.label', { time })}>
      <Text size="sm" ff="monospace" c="dimmed" miw={56}>
        {time}
      </Text>
      <SpeakerMenu
        time={time}
        speaker={speaker}
        speakers={speakers}
        colour={speaker ? colours.get(speaker) : undefined}
        onChange={(label) => onSpeakerChange(entry, label)}
      />
      <Text size="sm" component="div" style={{ flex: 1 }}>
        {entry.wp_words.map((word, index) => (
          <WordButton
            key={`${word.start}-${index}`}
            word={word}
            editing={editing}
            onPlay={() => onPlayFrom(word.start)}
            onSave={(value) => saveWord(index, value)}
          />
        ))}
      </Text>
      <ActionIcon
        size="sm"
        variant={editing ? 'filled' : 'subtle'}
        color="gray"
        aria-label={t('word.editMode', { time })}
        aria-pressed={editing}
        title={t(editing ? 'word.editModeOff' : 'word.editModeOn')}
        onClick={() => setEditing((on) => !on)}
      >
        <IconPencil size={14} />
      </ActionIcon>
    </Group>
  );
}

function SpeakerMenu({
  time,
  speaker,
  speakers,
  colour,
  onChange,
}: {
  time: string;
  speaker: string | null;
  speakers: readonly string[];
  colour: string | undefined;
  onChange(label: string): Promise<boolean>;
}) {
  const { t } = useTranslation('fragment-transcription');
  const [opened, setOpened] = useState(false);
  const [label, setLabel] = useState('');
  const choose = async (value: string) => {
    if (await onChange(value)) {
      setOpened(false);
      setLabel('');
    }
  };
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('speaker.change', { time, speaker: speaker ?? t('speaker.none') })}>
          <Badge color={colour ?? 'gray'} variant={speaker ? 'filled' : 'outline'} tt="none">
            {speaker ?? t('speaker.none')}
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('speaker.title')}</Menu.Label>
        {speakers
          .filter((known) => known !== speaker)
          .map((known) => (
            <Menu.Item key={known} onClick={() => void choose(known)}>
              {known}
            </Menu.Item>
          ))}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (label.trim()) void choose(label.trim());
          }}
        >
          <Group gap={4} p={4} wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={t('speaker.new')}
              placeholder={t('speaker.new')}
              value={label}
              maxLength={60}
              onChange={(event) => setLabel(event.currentTarget.value)}
            />
            <Button size="xs" type="submit" disabled={!label.trim()}>
              {t('speaker.set')}
            </Button>
          </Group>
        </form>
      </Menu.Dropdown>
    </Menu>
  );
}

interface WordButtonProps {
  word: TranscriptionWord;
  /** In the row's edit mode a word opens its form; otherwise it plays the fragment from it. */
  editing: boolean;
  onPlay(): void;
  onSave(value: string): Promise<boolean>;
}

function WordButton({ word, editing, onPlay, onSave }: WordButtonProps) {
  const { t } = useTranslation('fragment-transcription');
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(word.word);
  const [saving, setSaving] = useState(false);
  const band = confidenceBand(word.confidence);
  const save = async () => {
    const next = value.trim();
    if (!next || next === word.word) return setOpened(false);
    setSaving(true);
    const saved = await onSave(next);
    setSaving(false);
    if (saved) setOpened(false);
  };
  const activate = () => (editing ? setOpened((open) => !open) : onPlay());
  return (
    <>
      <Popover
        opened={opened && editing}
        onChange={setOpened}
        position="bottom"
        withArrow
        trapFocus
        onOpen={() => setValue(word.word)}
      >
        <Popover.Target>
          <UnstyledButton
            component="span"
            role="button"
            tabIndex={0}
            onClick={activate}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                if (editing) setOpened(true);
                else onPlay();
              }
            }}
            style={{ color: CONFIDENCE_COLOURS[band], fontSize: 'inherit' }}
            title={`${t(`confidence.${band}`)} · ${t(editing ? 'word.editHint' : 'word.play')}`}
            data-confidence={band}
          >
            {word.word}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Stack gap={6}>
              <TextInput
                size="xs"
                label={t('word.edit')}
                value={value}
                maxLength={200}
                onChange={(event) => setValue(event.currentTarget.value)}
              />
              <Group gap={4} justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                  {t('word.cancel')}
                </Button>
                <Button size="xs" type="submit" loading={saving} disabled={!value.trim()}>
                  {t('word.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>{' '}
    </>
  );
}
