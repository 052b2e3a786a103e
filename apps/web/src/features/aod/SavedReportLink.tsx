/**
 * The report a run saved, at /audit/global-reports/created/{reportId}. That screen belongs to the
 * global reports area, whose typed route may land after this one: the link goes by its address
 * (still a client-side navigation, and a real href for opening it in a new tab).
 */
import type { MouseEvent } from 'react';
import { Anchor } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const savedReportPath = (reportId: string) => `/audit/global-reports/created/${reportId}`;

export function SavedReportLink({ reportId }: { reportId: string | null }) {
  const { t } = useTranslation('aod');
  const router = useRouter();
  if (!reportId) return <>—</>;
  const href = savedReportPath(reportId);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} size="sm" onClick={open}>
      {t('run.openReport')}
    </Anchor>
  );
}
