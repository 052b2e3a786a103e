import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  page: number;
  pagesCount: number;
  onChange: (page: number) => void;
}

/** Page controls under a list; nothing when everything fits on one page. */
export function ListPagination({ page, pagesCount, onChange }: ListPaginationProps) {
  const { t } = useTranslation('admin');
  if (pagesCount <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pagesCount}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      />
    </Group>
  );
}
