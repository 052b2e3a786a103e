/** The page-size choice of every list (spec 01 section 9: 20, 50 or 100 rows). */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '@antena/contract';

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: PageSize) => void }) {
  const { t } = useTranslation('common');
  return (
    <Select
      aria-label={t('table.pageSize')}
      data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('table.perPage', { count: size }) }))}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) as PageSize)}
      allowDeselect={false}
      w={150}
      size="xs"
    />
  );
}
