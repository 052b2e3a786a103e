/**
 * /audit/s/{slug}/matches/{category} (spec 03 section 2): the category tabs CUSTOM ADS (spot),
 * MENTIONS (pnt) and AD OVERLAYS (adoverlay). Mentions and overlays say 'Not enabled' where the
 * station lacks them; mentions list the station's live mentions where it has them, and overlays
 * say honestly that their matches arrive with them.
 */
import { Tabs } from '@mantine/core';
import { IconHourglassEmpty, IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { AUDIT_CATEGORIES, isAuditCategory, type AuditCategory } from './audit-categories';
import type { AuditResultsSearch } from './audit-search';
import { useAuditStation } from './audit-station-context';
import { hasAdOverlays, hasLiveMentions } from './audit-stations';
import { CustomAdsTable } from './CustomAdsTable';
import { MentionsMatchesTable } from './mentions/MentionsMatchesTable';

export interface AuditMatchesScreenProps {
  category: AuditCategory;
  search: AuditResultsSearch;
  onSearchChange: (search: AuditResultsSearch) => void;
}

function NotEnabled({ category }: { category: 'pnt' | 'adoverlay' }) {
  const { t } = useTranslation('audit');
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      title={t('categories.notEnabled')}
      description={t(`categories.${category}NotEnabled`)}
    />
  );
}

function AdOverlaysSoon() {
  const { t } = useTranslation('audit');
  return (
    <EmptyState
      icon={<IconHourglassEmpty size={28} />}
      title={t('categories.adoverlaySoon')}
      description={t('categories.adoverlaySoonHelp')}
    />
  );
}

export function AuditMatchesScreen({ category, search, onSearchChange }: AuditMatchesScreenProps) {
  const { t } = useTranslation('audit');
  const station = useAuditStation();
  const navigate = useNavigate();
  const select = (value: string | null) => {
    if (value && isAuditCategory(value))
      void navigate({
        to: '/audit/s/$station/matches/$category',
        params: { station: station.slug, category: value },
      });
  };

  return (
    <Tabs value={category} onChange={select} keepMounted={false}>
      <Tabs.List aria-label={t('categories.label')} mb="md">
        {AUDIT_CATEGORIES.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`categories.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="spot">
        <CustomAdsTable search={search} onSearchChange={onSearchChange} />
      </Tabs.Panel>
      <Tabs.Panel value="pnt">
        {hasLiveMentions(station) ? (
          <MentionsMatchesTable search={search} onSearchChange={onSearchChange} />
        ) : (
          <NotEnabled category="pnt" />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="adoverlay">
        {hasAdOverlays(station) ? <AdOverlaysSoon /> : <NotEnabled category="adoverlay" />}
      </Tabs.Panel>
    </Tabs>
  );
}
