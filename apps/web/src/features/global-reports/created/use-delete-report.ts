/**
 * Deleting a saved report (spec 03 sections 6 and 8): asked for confirmation first, then 'Report
 * deleted' (and `onDeleted`, e.g. back to the list) or 'Could not delete report'.
 */
import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedReport } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { openConfirmModal } from '../../../components/ConfirmModal';
import { createdReportKeys, deleteReport } from './created-reports.api';

export function useDeleteReport(
  onDeleted?: () => Promise<void> | void,
): (report: Pick<SavedReport, 'id' | 'name'>) => void {
  const { t } = useTranslation('created-reports');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useCallback(
    (report) => {
      openConfirmModal({
        title: t('detail.deleteTitle'),
        message: t('detail.deleteMessage', { name: report.name }),
        confirmLabel: t('detail.delete'),
        danger: true,
        onConfirm: () => {
          void deleteReport(api, report.id).then(
            async () => {
              notifications.show({ color: 'teal', message: t('detail.deleted') });
              // Left first, so the detail is not asked again for a report that is gone.
              await onDeleted?.();
              queryClient.removeQueries({ queryKey: createdReportKeys.one(report.id) });
              await queryClient.invalidateQueries({ queryKey: createdReportKeys.lists });
            },
            () => notifications.show({ color: 'red', message: t('detail.deleteFailed') }),
          );
        },
      });
    },
    [api, onDeleted, queryClient, t],
  );
}
