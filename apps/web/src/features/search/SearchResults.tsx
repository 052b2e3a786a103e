/**
 * The results of a search (spec 02 Search): loading, the server refusing the text, a failure,
 * 'No results', or the windows of the page (TRANSCRIPTION_SEARCH_PAGE_SIZE) with their count and
 * the pages.
 */
import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRANSCRIPTION_SEARCH_PAGE_SIZE, type TranscriptionSearchPage } from '@antena/contract';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState, LoadError, LoadingState } from '../../components/QueryState';
import { queryWords } from './search-grammar';
import { SearchResultWindow } from './SearchResultWindow';

export interface SearchResultsProps {
  station: { id: string; slug: string; timezone: string };
  video: boolean;
  query: string;
  results: UseQueryResult<TranscriptionSearchPage>;
  queryRefused: boolean;
  /** From 1. */
  onPageChange(page: number): void;
}

export function SearchResults({ station, video, query, results, queryRefused, onPageChange }: SearchResultsProps) {
  const { t } = useTranslation('search');
  if (results.isPending) return <LoadingState label={t('results.loading')} />;
  if (queryRefused)
    return <ErrorState title={t('results.refused')} message={t('results.refusedHelp')} color="yellow" />;
  if (results.isError)
    return <LoadError error={results.error} onRetry={() => void results.refetch()} title={t('results.loadFailed')} />;
  const { total, page, results: windows } = results.data;
  if (windows.length === 0) return <EmptyState title={t('results.empty')} description={t('results.emptyHelp')} />;
  const pageSize = results.data.pageSize || TRANSCRIPTION_SEARCH_PAGE_SIZE;
  const pages = Math.ceil(total / pageSize);
  const words = queryWords(query);
  return (
    <Stack gap="sm" aria-busy={results.isPlaceholderData} style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed" role="status">
        {t('results.total', { count: total })}
      </Text>
      <Stack gap="sm" component="section" aria-label={t('results.label')}>
        {windows.map((window) => (
          <SearchResultWindow key={window.time} station={station} video={video} window={window} words={words} />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page + 1}
            onChange={onPageChange}
            aria-label={t('results.pages')}
            getControlProps={(control) => ({ 'aria-label': t(`common:table.page.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
