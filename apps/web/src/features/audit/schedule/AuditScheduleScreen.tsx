/**
 * /audit/s/{slug}/schedule/{category} (spec 03 section 2): the schedule with its category tabs
 * ads (spot), mentions (pnt) and MENTIONS (INDEX) (pnt-index). The mention tabs say 'Not
 * enabled' where the station lacks live mentions, as the matches screen does.
 */
import { Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useAuditStation } from '../audit-station-context';
import { hasLiveMentions } from '../audit-stations';
import { MentionSchedulesTable } from './MentionSchedulesTable';
import { MentionsIndex } from './MentionsIndex';
import type { ScheduleListProps } from './ScheduleFilters';
import { isScheduleCategory, SCHEDULE_CATEGORIES, type ScheduleCategory } from './schedule-search';
import { SpotSchedulesTable } from './SpotSchedulesTable';

export interface AuditScheduleScreenProps extends ScheduleListProps {
  category: ScheduleCategory;
}

function MentionsNotEnabled() {
  const { t } = useTranslation('audit-schedules');
  return (
    <EmptyState icon={<IconLock size={28} />} title={t('tabs.notEnabled')} description={t('tabs.mentionsNotEnabled')} />
  );
}

export function AuditScheduleScreen({ category, search, onSearchChange }: AuditScheduleScreenProps) {
  const { t } = useTranslation('audit-schedules');
  const station = useAuditStation();
  const navigate = useNavigate();
  const mentions = hasLiveMentions(station);
  const select = (value: string | null) => {
    // A new tab starts on its first page; the range and custom ids stay, as the user chose them.
    if (value && isScheduleCategory(value))
      void navigate({
        to: '/audit/s/$station/schedule/$category',
        params: { station: station.slug, category: value },
        search: { from: search.from, to: search.to, customId: search.customId },
      });
  };

  return (
    <Tabs value={category} onChange={select} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')} mb="md">
        {SCHEDULE_CATEGORIES.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="spot">
        <SpotSchedulesTable search={search} onSearchChange={onSearchChange} />
      </Tabs.Panel>
      <Tabs.Panel value="pnt">
        {mentions ? <MentionSchedulesTable search={search} onSearchChange={onSearchChange} /> : <MentionsNotEnabled />}
      </Tabs.Panel>
      <Tabs.Panel value="pnt-index">
        {mentions ? <MentionsIndex search={search} onSearchChange={onSearchChange} /> : <MentionsNotEnabled />}
      </Tabs.Panel>
    </Tabs>
  );
}
