/**
 * The doExternalExport switch of both fragment forms (spec 02 section 5): enabled only when the
 * station has an external target (GET /station-config/{stationId}), otherwise disabled with
 * 'It is required to configure an external target in order to enable the audio export'. With
 * the permission check on, a client user needs Fragments_Delivery (spec 02 section 6): while
 * that is asked, and when it is refused or fails, the switch is not shown.
 */
import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { useFeatureFlag } from '../../../lib/use-feature-flag';
import { useCurrentUser } from '../../auth/use-current-user';
import { deliveryPermissionQueryOptions, stationConfigQueryOptions } from './fragments.api';

export interface ExternalExportSwitchProps {
  stationId: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function ExternalExportSwitch({ stationId, checked, onChange }: ExternalExportSwitchProps) {
  const { t } = useTranslation('fragment-editor');
  const { api } = useAppServices();
  const user = useCurrentUser();
  const needsCheck = useFeatureFlag('app__user_permissions_check') && user.role === 'CLIENT_USER';
  const permission = useQuery({ ...deliveryPermissionQueryOptions(api), enabled: needsCheck });
  const allowed = !needsCheck || permission.data?.hasPermission === true;
  const config = useQuery({ ...stationConfigQueryOptions(api, stationId), enabled: allowed });
  if (permission.isError) console.error('Fragments_Delivery permission check failed', permission.error);
  if (!allowed) return null;

  const enabled = config.data?.externalExport.enabled === true;
  return (
    <Switch
      label={t('form.doExternalExport')}
      checked={enabled && checked}
      disabled={!enabled}
      description={!enabled && !config.isPending ? t('form.externalTargetMissing') : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
