/**
 * The loaded-order button (spec 03 sections 2 and 5): shown only with the numorden custom field
 * and a value, or orders entered. It asks what each order's schedules cover and prefills the
 * stations, advertisers, campaigns, versions and range; none found says 'No se encontraron
 * schedules asociados a la orden', and the order's custom ids without audio are warned about.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { gipParamsForOrder } from './reports.api';
import { applyOrderParams, canLoadOrder, mergeOrderParams, orderIdsOf, type ReportFormValues } from './report-form';

type Outcome = { kind: 'none' } | { kind: 'loaded'; missing: string[] } | { kind: 'failed'; message: string };

export interface OrderLoaderProps {
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  timeZone: string;
}

export function OrderLoader({ values, onChange, timeZone }: OrderLoaderProps) {
  const { t } = useTranslation('gip-report');
  const { api } = useAppServices();
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const orderIds = orderIdsOf(values);

  async function load() {
    setLoading(true);
    setOutcome(null);
    try {
      const params = mergeOrderParams(await Promise.all(orderIds.map((id) => gipParamsForOrder(api, id))));
      if (!params.schedulesRange) setOutcome({ kind: 'none' });
      else {
        onChange(applyOrderParams(values, params, timeZone));
        setOutcome({ kind: 'loaded', missing: params.missingAudioCustomIds });
      }
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorText(error, t) });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Stack gap="xs">
      {canLoadOrder(values) && (
        <Button
          variant="light"
          leftSection={<IconFileSearch size={16} />}
          loading={loading}
          onClick={() => void load()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('order.load', { count: orderIds.length, orders: orderIds.join(', ') })}
        </Button>
      )}
      {outcome?.kind === 'none' && (
        <Alert color="yellow" icon={<IconAlertTriangle />} role="alert">
          {t('order.noSchedules')}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('order.failed')}>
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'loaded' && (
        <Text size="sm" c="dimmed" role="status">
          {t('order.loaded')}
        </Text>
      )}
      {outcome?.kind === 'loaded' && outcome.missing.length > 0 && <MissingAudiosWarning customIds={outcome.missing} />}
    </Stack>
  );
}

/** spec 03 section 8: the airings of custom ids without a reference audio cannot be in the report. */
export function MissingAudiosWarning({ customIds }: { customIds: readonly string[] }) {
  const { t } = useTranslation('gip-report');
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />} title={t('missingAudios.title')} role="status">
      <Text size="sm">{t('missingAudios.text', { count: customIds.length, customIds: customIds.join(', ') })}</Text>
    </Alert>
  );
}
