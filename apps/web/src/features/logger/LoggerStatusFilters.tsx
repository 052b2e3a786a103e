/**
 * The station search box and the status filter of the logger status screen. Both live in the
 * URL; the box keeps its own text while the user types and writes it to the URL once they pause.
 */
import { useEffect, useRef, useState } from 'react';
import { CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type LoggerStatusSearch, type StatusFilter } from './logger-status-search';

const TYPING_PAUSE_MS = 250;

export interface LoggerStatusFiltersProps {
  search: LoggerStatusSearch;
  onSearchChange: (search: LoggerStatusSearch) => void;
}

export function LoggerStatusFilters({ search, onSearchChange }: LoggerStatusFiltersProps) {
  const { t } = useTranslation('logger');
  const [text, setText] = useState(search.text);
  // The text last sent to the URL: a URL change that is not our own echo (back button, clear
  // filters) replaces what the box shows.
  const written = useRef(search.text);

  useEffect(() => {
    if (search.text === written.current) return;
    written.current = search.text;
    setText(search.text);
  }, [search.text]);

  const writeText = useDebouncedCallback((value: string) => {
    written.current = value;
    onSearchChange({ ...search, text: value });
  }, TYPING_PAUSE_MS);

  const changeText = (value: string) => {
    setText(value);
    writeText(value);
  };

  return (
    <Group align="flex-end" gap="md">
      <TextInput
        label={t('status.searchLabel')}
        placeholder={t('status.searchPlaceholder')}
        value={text}
        onChange={(event) => changeText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t('status.clearSearch')} onClick={() => changeText('')} /> : null
        }
        w={320}
      />
      <SegmentedControl
        aria-label={t('status.filterLabel')}
        value={search.status}
        onChange={(status) => onSearchChange({ ...search, status: status as StatusFilter })}
        data={STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.filter.${status}`) }))}
      />
    </Group>
  );
}
