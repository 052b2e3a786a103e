/** spec 03 section 4: an AOD run's status, PENDING warning, with export success, without export error. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AodRunStatus } from '@antena/contract';

export const RUN_STATUS_COLORS: Record<AodRunStatus, string> = {
  PENDING: 'yellow',
  COMPLETED_WITH_EXPORT: 'green',
  COMPLETED_WITHOUT_EXPORT: 'red',
};

export function AodRunStatusBadge({ status }: { status: AodRunStatus }) {
  const { t } = useTranslation('aod');
  return (
    // Its whole label, however narrow the runs table's column (Mantine cuts it with an ellipsis).
    <Badge color={RUN_STATUS_COLORS[status]} variant="light" data-status={status} miw="max-content">
      {t(`runStatus.${status}`)}
    </Badge>
  );
}
