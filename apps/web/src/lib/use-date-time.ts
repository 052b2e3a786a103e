/**
 * The one way screens outside the station views show a date: in the signed-in user's timezone
 * setting (default America/Argentina/Buenos_Aires until it is known) and the interface language.
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { useAppServices } from './app-services';
import { mySettingsQueryOptions } from '../features/settings/settings.api';
import { formatDateTime, type DateTimeFormatOptions } from './time';

export function useUserTimeZone(): string {
  const { api } = useAppServices();
  const { data } = useQuery(mySettingsQueryOptions(api));
  return data?.timezone ?? DEFAULT_TIMEZONE;
}

export type FormatDateTime = (
  value: string | number | Date | null | undefined,
  options?: Pick<DateTimeFormatOptions, 'seconds' | 'zone'>,
) => string;

export function useFormatDateTime(): FormatDateTime {
  const timeZone = useUserTimeZone();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value, options) => formatDateTime(value, { timeZone, locale, ...options }), [timeZone, locale]);
}
