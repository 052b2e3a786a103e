/**
 * The audit tables' review filter (issue 33 point 4): every finding, only those waiting for
 * review, or only the others (counted, or reviewed). Kept in the URL as `review`.
 */
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSearch } from '../audit-search';

export function ReviewFilter({
  value,
  onChange,
}: {
  value: ReviewSearch | undefined;
  onChange(value?: ReviewSearch): void;
}) {
  const { t } = useTranslation('finding-review');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('filter.label')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value ?? 'all'}
        onChange={(next) => onChange(next === 'all' ? undefined : (next as ReviewSearch))}
        data={[
          { value: 'all', label: t('filter.all') },
          { value: 'waiting', label: t('filter.waiting') },
          { value: 'others', label: t('filter.others') },
        ]}
      />
    </Stack>
  );
}

/** The API's `waitsForReview` of a `review` filter. */
export const waitsForReviewQuery = (review: ReviewSearch | undefined): { waitsForReview?: 'true' | 'false' } =>
  review === undefined ? {} : { waitsForReview: review === 'waiting' ? 'true' : 'false' };
