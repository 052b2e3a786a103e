/** A searchable list of the IANA timezones this browser knows (Intl.supportedValuesOf). */
import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

let zones: string[] | undefined;
/** Computed once: the list does not change while the page lives. UTC is not always listed. */
function knownTimezones(): string[] {
  zones ??= Array.from(new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])).sort();
  return zones;
}

export function TimezoneSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('platform');
  const current = typeof props.value === 'string' ? props.value : null;
  // A station may carry a zone this browser does not list; keep it choosable rather than blank.
  const data = useMemo(
    () => (current && !knownTimezones().includes(current) ? [current, ...knownTimezones()] : knownTimezones()),
    [current],
  );
  return (
    <Select
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      nothingFoundMessage={t('stations.noTimezone')}
      {...props}
      data={data}
    />
  );
}
